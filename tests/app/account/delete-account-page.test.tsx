import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderApp } from '../../support/render-app.tsx';
import type { TestSandbox } from '../../support/test-sandbox.ts';

const CHECKBOX = 'I understand that this action is irreversible and my account will be permanently deleted';
const SUBMITTED =
  'Your account deletion request has been submitted. You will receive a confirmation email shortly.';

let user: UserEvent;
const submit = () => user.click(screen.getByRole('button', { name: 'Request Account Deletion' }));
const textbox = (label: 'Email' | 'Mobile Number') =>
  screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
/** The field once it shows (the choice of method swaps the fields). */
const findTextbox = (label: 'Email' | 'Mobile Number') =>
  screen.findByRole('textbox', { name: new RegExp(`^${label}`) });
const type = (label: 'Email' | 'Mobile Number', value: string) => user.type(textbox(label), value);
const tick = () => user.click(screen.getByRole('checkbox', { name: CHECKBOX }));
const choose = (method: 'Email' | 'Mobile Number') => user.click(screen.getByRole('radio', { name: method }));
/** Presses the submit button with the clock stopped, and lets the validation run. */
async function submitWithFakeClock(): Promise<void> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  fireEvent.click(screen.getByRole('button', { name: 'Request Account Deletion' }));
  await act(() => vi.advanceTimersByTimeAsync(0));
}

let sandbox: TestSandbox;
/** The calls the app made before the form was sent (the page's own load). */
let callsBefore = 0;

/** /delete-account, signed out unless `email` is given, once its form shows. */
async function openPage(email?: string) {
  const app = await renderApp({ url: '/delete-account', ...(email ? { user: email } : {}) });
  await screen.findByRole('heading', { level: 1, name: 'Delete Your Account' });
  ({ user, sandbox } = app);
  callsBefore = sandbox.calls.length;
  return app;
}

/** What the app asked of the server since the page showed. */
const callsSince = () => sandbox.calls.slice(callsBefore);

afterEach(() => {
  vi.useRealTimers();
});

describe('/delete-account', () => {
  it('says what deletion means and how it happens', async () => {
    await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Delete Your Account' })).toBeInTheDocument();
    expect(screen.getByText(/personal data will be permanently deleted/)).toBeInTheDocument();
    expect(screen.getByText(/kept for up to 7 years, as financial regulations require/)).toBeInTheDocument();
    expect(screen.getByText(/confirmation email will follow/)).toBeInTheDocument();
    expect(screen.getByText(/This action is irreversible/)).toBeInTheDocument();
    const steps = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(steps).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Identity verification/),
        expect.stringMatching(/email with a verification link/),
        expect.stringMatching(/schedule the deletion/),
        expect.stringMatching(/final confirmation email/),
      ]),
    );
  });

  it('offers Email or Mobile Number, Email first', async () => {
    await openPage();
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Mobile Number' })).not.toBeChecked();
    expect(textbox('Email')).toHaveAttribute('type', 'email');
    expect(screen.queryByRole('textbox', { name: /^Mobile Number/ })).toBeNull();
  });

  it('requires the email and the checkbox', async () => {
    await openPage();
    await submit();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('You must accept the terms')).toBeInTheDocument();
    expect(textbox('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('wants a well-formed email', async () => {
    await openPage();
    await type('Email', 'rudo@example');
    await tick();
    await submit();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByText('You must accept the terms')).toBeNull();
  });

  it('requires the mobile number when verifying by mobile, and not the email', async () => {
    await openPage();
    await choose('Mobile Number');
    expect(await findTextbox('Mobile Number')).toHaveAttribute('type', 'tel');
    await tick();
    await submit();
    expect(await screen.findByText('Mobile number is required')).toBeInTheDocument();
    expect(screen.queryByText('Email is required')).toBeNull();
  });

  it('keeps what was typed when switching between email and mobile', async () => {
    await openPage();
    await type('Email', 'rudo@example.com');
    await choose('Mobile Number');
    await findTextbox('Mobile Number');
    await choose('Email');
    expect(await findTextbox('Email')).toHaveValue('rudo@example.com');
  });

  it('shows Processing... for 1.5 s, then the submitted text; no server call', async () => {
    await openPage();
    await type('Email', 'rudo@example.com');
    await tick();
    await submitWithFakeClock();
    expect(screen.getByRole('button', { name: /Processing\.\.\./ })).toBeDisabled();
    expect(screen.queryByText(SUBMITTED)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_499));
    expect(screen.queryByText(SUBMITTED)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText(SUBMITTED)).toBeInTheDocument();
    expect(screen.getByText(SUBMITTED).closest('[role="status"]')).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Request Account Deletion|Processing/ })).toBeNull();
    expect(callsSince()).toEqual([]);
  });

  it('submits by mobile too', async () => {
    await openPage();
    await choose('Mobile Number');
    await user.type(await findTextbox('Mobile Number'), '447700900004');
    await tick();
    await submitWithFakeClock();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(screen.getByText(SUBMITTED)).toBeInTheDocument();
    expect(callsSince()).toEqual([]);
  });

  it('prefills the signed-in user’s email', async () => {
    await openPage('locked@example.com');
    expect(textbox('Email')).toHaveValue('locked@example.com');
  });
});

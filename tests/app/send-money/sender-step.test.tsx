import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { hasTokenAtom } from '@/lib/session/user.ts';
import { senderDetailsAtom } from '@/features/send-money/state.ts';
import { readAccessToken } from '@/lib/access-cookie.ts';
import { appStore } from '@/lib/store.ts';
import {
  fillIn,
  latestCode,
  reachCode,
  reachMigration,
  renderSenderStep,
  signIn,
  startSandbox,
  useSenderStepEnv,
} from './render-sender-step.tsx';

useSenderStepEnv();

describe('Sender Details against the sandbox', () => {
  it('locks the mobile to the one the user signed up with', async () => {
    const { fetch } = startSandbox();
    const session = await signIn(fetch, 'uk.new@example.com');
    renderSenderStep(session.user);
    const mobile = screen.getByLabelText(/^Mobile/);
    expect(mobile).toHaveValue('+447700900003');
    expect(mobile).toHaveAttribute('readonly');
  });

  it('shows the messages of an empty form and searches nothing', async () => {
    const { fetch } = startSandbox();
    const session = await signIn(fetch, 'uk.new@example.com');
    const { events, onContinue } = renderSenderStep(session.user);
    const spy = vi.fn(fetch);
    vi.stubGlobal('fetch', spy);
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Date of birth is required')).toBeInTheDocument();
    expect(screen.getByText('Gender is required')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
    expect(onContinue).not.toHaveBeenCalled();
  });

  it("says the last name 'First name does not allow ...' and refuses under 18", async () => {
    const { fetch } = startSandbox();
    const session = await signIn(fetch, 'uk.new@example.com');
    const { events } = renderSenderStep(session.user);
    const nextYear = String(new Date().getFullYear() - 17);
    await fillIn(events, 'Amelia', 'Jones2', `${nextYear}-01-01`);
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('First name does not allow numeric values or special characters'),
    ).toBeInTheDocument();
    expect(screen.getByText('You must be 18 or older')).toBeInTheDocument();
  });

  it('continues when no remitter matches, storing the details', async () => {
    const { fetch } = startSandbox();
    const session = await signIn(fetch, 'uk.new@example.com');
    const { events, onContinue } = renderSenderStep(session.user);
    await fillIn(events, 'Amelia', 'Jones', '1990-01-01');
    await events.type(screen.getByLabelText(/^Referral code/), 'FRIEND1');
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalledTimes(1));
    expect(appStore.get(senderDetailsAtom)).toEqual({
      first_name: 'Amelia',
      last_name: 'Jones',
      mobile: '447700900003',
      dob: '1990-01-01',
      gender: 'Male',
      referral_code: 'FRIEND1',
      // doc 2 §9: a UK sender's default purpose, 'other', when the account names none.
      default_transfer_purpose: 'other',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('prefills the referral code of the sign-up link the user registered through, and sends it', async () => {
    sessionStorage.setItem('referral-code', 'R100001');
    const { fetch } = startSandbox();
    const session = await signIn(fetch, 'uk.new@example.com');
    const { events, onContinue } = renderSenderStep(session.user);
    expect(screen.getByLabelText(/^Referral code/)).toHaveValue('R100001');
    await fillIn(events, 'Amelia', 'Jones', '1990-01-01');
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalledTimes(1));
    expect(appStore.get(senderDetailsAtom)).toMatchObject({ referral_code: 'R100001' });
  });

  it('shows the search errors as a list', async () => {
    const { fetch, sandbox } = startSandbox();
    const session = await signIn(fetch, 'uk.new@example.com');
    sandbox.faults.add({
      method: 'POST',
      path: '/api/remitter/existing/search',
      status: 422,
      body: { status: 'FAIL', result: { errors: [{ error: 'Search is down' }, { error: 'Try later' }] } },
      times: 1,
    });
    const { events, onContinue } = renderSenderStep(session.user);
    await fillIn(events, 'Amelia', 'Jones', '1990-01-01');
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = await screen.findByRole('alert');
    const items = within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Search is down', 'Try later']);
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('offline: Continue is disabled and says why', async () => {
    const { fetch } = startSandbox();
    const session = await signIn(fetch, 'uk.new@example.com');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderSenderStep(session.user);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.getByText('You are offline. Connect to the internet to continue.')).toBeInTheDocument();
  });

  it('Back calls onBack', async () => {
    const { fetch } = startSandbox();
    const session = await signIn(fetch, 'uk.new@example.com');
    const { events, onBack } = renderSenderStep(session.user);
    await events.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});

describe('the Account Migration (Tendai Moyo, remitter R100006)', () => {
  it('opens Account Migration with the masked phone instead of continuing', async () => {
    const { offer, onContinue } = await reachMigration();
    expect(offer).toHaveTextContent('********0006');
    expect(within(offer).getByRole('button', { name: 'No, log me out' })).toBeInTheDocument();
    expect(onContinue).not.toHaveBeenCalled();
    expect(appStore.get(senderDetailsAtom)).toBeNull();
  });

  it('No, log me out: logs out and goes to /', async () => {
    const { offer, events, location } = await reachMigration();
    await events.click(within(offer).getByRole('button', { name: 'No, log me out' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
    expect(appStore.get(hasTokenAtom)).toBe(false);
    expect(readAccessToken()).toBeNull();
  });

  it('Yes sends the code: the offer closes and the code modal opens', async () => {
    const { fetch, codeDialog } = await reachCode();
    expect(screen.queryByRole('dialog', { name: 'Account Migration' })).toBeNull();
    expect(codeDialog).toHaveTextContent('********0006');
    expect(await latestCode(fetch, '447700900006')).toMatch(/^\d{6}$/);
  });

  it("a short code says 'Enter valid OTP' and is not sent", async () => {
    const { events, codeDialog } = await reachCode();
    await events.type(within(codeDialog).getByLabelText(/^One-time code/), '12345');
    await events.click(within(codeDialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(codeDialog).findByText('Enter valid OTP')).toBeInTheDocument();
  });

  it("a wrong code shows the server's message", async () => {
    const { events, codeDialog, fetch } = await reachCode();
    const right = await latestCode(fetch, '447700900006');
    const wrong = right === '000000' ? '111111' : '000000';
    await events.type(within(codeDialog).getByLabelText(/^One-time code/), wrong);
    await events.click(within(codeDialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(codeDialog).findByRole('alert')).toHaveTextContent(
      'The code is wrong or has expired.',
    );
    expect(appStore.get(hasTokenAtom)).toBe(true);
  });

  it('Re-send texts a new code', async () => {
    const { events, codeDialog, sandbox } = await reachCode();
    const count = () =>
      (
        sandbox.deps.db.prepare("SELECT COUNT(*) AS n FROM otps WHERE purpose = 'migration'").get() as {
          n: number;
        }
      ).n;
    expect(count()).toBe(1);
    await events.click(within(codeDialog).getByRole('button', { name: 'Re-send' }));
    expect(await within(codeDialog).findByText('A new code has been sent.')).toBeInTheDocument();
    expect(count()).toBe(2);
  });

  it('the right code onboards the remitter, closes the modal and logs out to /', async () => {
    const { events, codeDialog, fetch, location } = await reachCode();
    const code = await latestCode(fetch, '447700900006');
    await events.type(within(codeDialog).getByLabelText(/^One-time code/), code);
    await events.click(within(codeDialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(appStore.get(hasTokenAtom)).toBe(false);
    expect(readAccessToken()).toBeNull();
    // signing in again: the account is now the migrated remitter
    const again = await signIn(fetch, 'uk.new@example.com');
    expect(again.user).toMatchObject({ remitter_id: 'R100006', onboarded: true });
  });
});

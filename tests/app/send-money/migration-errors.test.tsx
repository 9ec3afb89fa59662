import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Sandbox } from '../../../sandbox/app.ts';
import { hasTokenAtom } from '@/lib/session/user.ts';
import { appStore } from '@/lib/store.ts';
import { latestCode, reachCode, reachMigration, useSenderStepEnv } from './render-sender-step.tsx';

useSenderStepEnv();

/** Calls to the path get no answer at all (the fetch rejects), the others reach the sandbox. */
function unreachable(fetch: typeof globalThis.fetch, path: string) {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).endsWith(path) ? Promise.reject(new TypeError('Failed to fetch')) : fetch(input, init),
  );
}

const migrationCodes = (sandbox: Sandbox) =>
  (
    sandbox.deps.db.prepare("SELECT COUNT(*) AS n FROM otps WHERE purpose = 'migration'").get() as {
      n: number;
    }
  ).n;

describe('migration errors and guards', () => {
  it('a double tap on Yes sends one code', async () => {
    const { offer: dialog, sandbox } = await reachMigration();
    const yes = within(dialog).getByRole('button', { name: 'Yes' });
    fireEvent.click(yes);
    fireEvent.click(yes);
    await screen.findByRole('dialog', { name: 'Confirm your account' });
    expect(migrationCodes(sandbox)).toBe(1);
  });

  it("send without an answer: 'Network error occurred. Please try again.'", async () => {
    const { offer: dialog, events, fetch } = await reachMigration();
    unreachable(fetch, '/remitter/existing/send-otp');
    await events.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Network error occurred. Please try again.',
    );
    expect(screen.queryByRole('dialog', { name: 'Confirm your account' })).toBeNull();
  });

  it("send refused without a message: 'Failed to send OTP'", async () => {
    const { offer: dialog, events, sandbox } = await reachMigration();
    sandbox.faults.add({
      method: 'POST',
      path: '/api/remitter/existing/send-otp',
      status: 500,
      body: {},
      times: 1,
    });
    await events.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to send OTP');
  });

  it("verify without an answer: 'Failed to verify OTP. Please try again.'", async () => {
    const { codeDialog: dialog, events, fetch } = await reachCode();
    unreachable(fetch, '/remitter/existing/verify-otp');
    await events.type(within(dialog).getByLabelText(/^One-time code/), '123456');
    await events.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to verify OTP. Please try again.',
    );
  });

  it("verify refused without a message: 'OTP verification failed'", async () => {
    const { codeDialog: dialog, events, sandbox } = await reachCode();
    sandbox.faults.add({
      method: 'POST',
      path: '/api/remitter/existing/verify-otp',
      status: 500,
      body: {},
      times: 1,
    });
    await events.type(within(dialog).getByLabelText(/^One-time code/), '123456');
    await events.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('OTP verification failed');
  });

  it('a failed onboarding is shown; Confirm again onboards without a new code and logs out', async () => {
    const { codeDialog: dialog, events, sandbox, fetch, location } = await reachCode();
    sandbox.faults.add({
      method: 'POST',
      path: '/api/remitter/existing/onboard',
      status: 503,
      body: { status: 'FAIL', result: { message: 'Onboarding is paused' } },
      times: 1,
    });
    await events.type(
      within(dialog).getByLabelText(/^One-time code/),
      await latestCode(fetch, '447700900006'),
    );
    await events.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Onboarding is paused');
    expect(appStore.get(hasTokenAtom)).toBe(true);

    const spy = vi.fn(fetch);
    vi.stubGlobal('fetch', spy);
    await events.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
    const paths = spy.mock.calls.map(([input]) => String(input));
    expect(paths.some((path) => path.endsWith('/verify-otp'))).toBe(false);
    expect(paths.some((path) => path.endsWith('/onboard'))).toBe(true);
  });

  it('Escape closes the offer; Continue offers it again', async () => {
    const { events, offer: dialog } = await reachMigration();
    // the dialog takes focus once open (and listens for Escape from then on)
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Account Migration' })).toBeNull());
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('dialog', { name: 'Account Migration' })).toBeInTheDocument();
  });
});

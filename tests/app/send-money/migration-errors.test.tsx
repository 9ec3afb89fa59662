import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readAccessToken } from '@/lib/access-cookie.ts';
import type { TestSandbox } from '../../support/test-sandbox.ts';
import { useSendPageEnv } from './render-send-page.tsx';
import { latestCode, reachCode, reachMigration } from './render-sender-step.tsx';

useSendPageEnv();

const SEND_CODE = 'POST /api/remitter/existing/send-otp';
const VERIFY = 'POST /api/remitter/existing/verify-otp';
const ONBOARD = 'POST /api/remitter/existing/onboard';

/** The next call `call` gets no answer at all: the connection drops before it reaches the sandbox. */
async function dropNext(sandbox: TestSandbox, call: string, press: () => Promise<void>) {
  const held = sandbox.hold(call);
  await press();
  await held.reached;
  held.drop();
}

/** The migration codes the sandbox has texted. */
const migrationCodes = (sandbox: TestSandbox) =>
  (
    sandbox.sandbox.deps.db.prepare("SELECT COUNT(*) AS n FROM otps WHERE purpose = 'migration'").get() as {
      n: number;
    }
  ).n;

describe('migration errors and guards', () => {
  it("send without an answer: 'Network error occurred. Please try again.'", async () => {
    const { offer: dialog, user, sandbox } = await reachMigration();
    await dropNext(sandbox, SEND_CODE, () => user.click(within(dialog).getByRole('button', { name: 'Yes' })));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Network error occurred. Please try again.',
    );
    expect(screen.queryByRole('dialog', { name: 'Confirm your account' })).toBeNull();
  });

  it("send refused without a message: 'Failed to send OTP'", async () => {
    const { offer: dialog, user, sandbox } = await reachMigration();
    sandbox.fault({
      method: 'POST',
      path: '/api/remitter/existing/send-otp',
      status: 500,
      body: {},
      times: 1,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to send OTP');
  });

  it("verify without an answer: 'Failed to verify OTP. Please try again.'", async () => {
    const { codeDialog: dialog, user, sandbox } = await reachCode();
    await user.type(within(dialog).getByLabelText(/^One-time code/), '123456');
    await dropNext(sandbox, VERIFY, () =>
      user.click(within(dialog).getByRole('button', { name: 'Confirm' })),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to verify OTP. Please try again.',
    );
  });

  it("verify refused without a message: 'OTP verification failed'", async () => {
    const { codeDialog: dialog, user, sandbox } = await reachCode();
    sandbox.fault({
      method: 'POST',
      path: '/api/remitter/existing/verify-otp',
      status: 500,
      body: {},
      times: 1,
    });
    await user.type(within(dialog).getByLabelText(/^One-time code/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('OTP verification failed');
  });

  it('a failed onboarding is shown; Confirm again onboards without a new code and logs out', async () => {
    const { codeDialog: dialog, user, sandbox, location } = await reachCode();
    sandbox.fault({
      method: 'POST',
      path: '/api/remitter/existing/onboard',
      status: 503,
      body: { status: 'FAIL', result: { message: 'Onboarding is paused' } },
      times: 1,
    });
    await user.type(
      within(dialog).getByLabelText(/^One-time code/),
      await latestCode(sandbox, '447700900006'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Onboarding is paused');
    // Still signed in, on the page.
    expect(readAccessToken()).not.toBeNull();
    expect(location()).toBe('/send-money');

    const [verified, onboarded] = [sandbox.callsTo(VERIFY).length, sandbox.callsTo(ONBOARD).length];
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(sandbox.callsTo(VERIFY)).toHaveLength(verified);
    expect(sandbox.callsTo(ONBOARD)).toHaveLength(onboarded + 1);
  });

  it('Escape closes the offer; Continue offers it again, and a double tap on its Yes sends one code', async () => {
    const { user, offer: dialog, sandbox } = await reachMigration();
    // the dialog takes focus once open (and listens for Escape from then on)
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Account Migration' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const again = await screen.findByRole('dialog', { name: 'Account Migration' });
    expect(again).toBeInTheDocument();

    const yes = within(again).getByRole('button', { name: 'Yes' });
    fireEvent.click(yes);
    fireEvent.click(yes);
    await screen.findByRole('dialog', { name: 'Confirm your account' });
    expect(migrationCodes(sandbox)).toBe(1);
    expect(sandbox.callsTo(SEND_CODE)).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { browserLocation, renderApp, signIn } from '../../support/render-app.tsx';
import { SA_SENDER, UK_SENDER } from '../../support/sandbox-data.ts';
import { startSandbox, type TestSandbox } from '../../support/test-sandbox.ts';

/** The identity service's read of a remitter's verification record (sign-in starts it). */
const statusRead = (remitterId: string) => `GET /identity/api/kyc/verification/${remitterId}`;

/**
 * The sender signs in (the app starts reading their verification status) and opens /send-money:
 * an SA sender through a link naming Zimbabwe (without a choice they are sent to the country page).
 * The status read, as the sandbox received it, and when the page was opened.
 */
async function openSendMoney(email: string, remitterId: string, sandbox: TestSandbox = startSandbox()) {
  await signIn(sandbox, email);
  await waitFor(() => expect(sandbox.callsTo(statusRead(remitterId))).toHaveLength(1));
  const [status] = sandbox.callsTo(statusRead(remitterId));
  const opened = Date.now();
  const url = email === SA_SENDER ? '/send-money?country=ZW' : '/send-money';
  const app = await renderApp({ url, user: email, sandbox });
  await waitFor(() => expect(browserLocation()).toBe('/send-money'));
  return { ...app, status: status!, opened };
}

const calculate = (timeout?: number) => screen.findByRole('button', { name: 'Calculate' }, { timeout });
const banner = () => screen.queryByRole('region', { name: 'Account Verification Status' });

describe('the compact verification banner at the top of /send-money', () => {
  it('shows above the amount form for a sender not fully verified, arriving with it', async () => {
    const sandbox = startSandbox();
    const status = sandbox.hold(statusRead('R200001'));
    await openSendMoney(SA_SENDER, 'R200001', sandbox);
    // The page is open; the status read goes on now, and the identity service takes a moment
    // (well within the page's 3 s) to answer it. That the form waits for it: the last test.
    sandbox.fault({ method: 'GET', path: '/identity/api/kyc/verification/*', delayMs: 500 });
    status.release();
    const button = await calculate();
    // no await: the banner was there when the form appeared, so the form never moved down
    const card = banner();
    expect(card).toHaveTextContent('25% complete');
    expect(card!.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is not shown to a fully verified sender', async () => {
    const { status } = await openSendMoney(UK_SENDER, 'R100001');
    await calculate();
    await waitFor(() => expect(status.read).toBe(true));
    expect(banner()).not.toBeInTheDocument();
    expect(screen.queryByText(/Verification Complete/)).not.toBeInTheDocument();
  });

  it('never holds up sending for more than 3 s when the identity service is slow', async () => {
    const sandbox = startSandbox();
    const status = sandbox.hold(statusRead('R200001'));
    const { opened } = await openSendMoney(SA_SENDER, 'R200001', sandbox);
    await calculate(4_000);
    expect(Date.now() - opened).toBeGreaterThanOrEqual(2_500);
    expect(banner()).not.toBeInTheDocument();
    // it comes when the status does
    status.release();
    expect(
      await screen.findByRole('region', { name: 'Account Verification Status' }, { timeout: 3_000 }),
    ).toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { clearAccessToken } from '@/lib/access-cookie.ts';
import type { RenderedApp } from '../../support/render-app.tsx';
import {
  CONFIRM,
  CREATE,
  INITIATE,
  agree,
  chooseSaved,
  getCharges,
  openFlow,
} from '../../support/send-money-other-flow.tsx';
import { startSandbox, type SandboxSetup } from '../../support/test-sandbox.ts';
import { watchPaymentPage } from '../send-money/send-flow.tsx';

/**
 * sa.sender up to Continue on Beneficiary Details (Kenya, KES 7,100, Achieng Otieno), then
 * Confirmation; `hold`: a call held on its way from the start.
 */
async function toConfirmation({
  beforeContinue,
  hold,
  ...setup
}: { beforeContinue?: () => void; hold?: string } & SandboxSetup = {}) {
  const sandbox = startSandbox(setup);
  const held = hold === undefined ? undefined : sandbox.hold(hold);
  const app = await openFlow('KE', { sandbox });
  await getCharges(app.user, { amount: '7100' });
  await app.user.click(await screen.findByRole('button', { name: 'Continue' }));
  await chooseSaved(app.user, 'Achieng Otieno');
  beforeContinue?.();
  await app.user.click(screen.getByRole('button', { name: 'Continue' }));
  // The new step's heading takes the focus: a screen reader starts there.
  const heading = await screen.findByRole('heading', { level: 2, name: 'Confirmation' });
  await waitFor(() => expect(heading).toHaveFocus());
  return { ...app, held };
}

/** The step's live region (the page's own announcer is outside the main content). */
const stepStatus = () => within(screen.getByRole('main')).getByRole('status');

const calls = (app: RenderedApp, call: string) => app.sandbox.callsTo(call).length;

const makePayment = () => screen.getByRole('button', { name: 'Make Payment' });

describe('Confirmation: its stages in words, and its failures', () => {
  it("'Getting charges...' while creating, Make Payment disabled until created; then 'Processing Transaction...' and 'Initiating Payment...', Make Payment staying disabled", async () => {
    const { held, user: events, sandbox } = await toConfirmation({ hold: CREATE });
    const paymentPage = watchPaymentPage();
    expect(await screen.findByText('Getting charges...')).toBeInTheDocument();
    expect(makePayment()).toBeDisabled();
    held?.release();
    expect(await screen.findByText('Charges received successfully!')).toBeInTheDocument();
    expect(makePayment()).toBeEnabled();

    await events.click(makePayment());
    expect(
      await screen.findByText(
        'You cannot proceed unless you have agreed to the terms and conditions of our service',
      ),
    ).toBeInTheDocument();
    await agree(events);
    // One live region from the start, so a screen reader reads each stage as it comes.
    const live = stepStatus();
    expect(live).toHaveTextContent('Charges received successfully!');
    const confirm = sandbox.hold(CONFIRM);
    await events.click(makePayment());
    await waitFor(() => expect(live).toHaveTextContent('Processing Transaction...'));
    expect(makePayment()).toBeDisabled();
    const initiate = sandbox.hold(INITIATE);
    confirm.release();
    await waitFor(() => expect(live).toHaveTextContent('Initiating Payment...'));
    expect(stepStatus()).toBe(live);
    expect(makePayment()).toBeDisabled();
    initiate.release();
    await waitFor(() => expect(paymentPage).toHaveBeenCalledTimes(1));
  });

  it("'Failed to create transaction' when the create answers without a session; Try again creates it", async () => {
    const app = await toConfirmation({
      faults: [
        {
          method: 'POST',
          path: '/api/remitter/transactions/terrapay',
          status: 200,
          body: { status: 'SUCCESS', result: {} },
          times: 1,
        },
      ],
    });
    expect(await screen.findByText('Failed to create transaction')).toBeInTheDocument();
    expect(makePayment()).toBeDisabled();
    // No stage to tell, yet the live region stays, so the next stage is read out when it comes.
    const live = stepStatus();
    expect(live).toBeEmptyDOMElement();
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Charges received successfully!')).toBeInTheDocument();
    expect(stepStatus()).toBe(live);
    expect(calls(app, CREATE)).toBe(2);
  });

  it("'Authentication token not found' without a token: nothing is sent", async () => {
    // The token's cookie is gone (expired, cleared in another tab) before Continue.
    const app = await toConfirmation({ beforeContinue: () => clearAccessToken() });
    expect(await screen.findByText('Authentication token not found')).toBeInTheDocument();
    expect(calls(app, CREATE)).toBe(0);
  });

  it('the summary shows the created figures and says so when they differ from the quote', async () => {
    await toConfirmation({
      faults: [
        {
          method: 'POST',
          path: '/api/remitter/transactions/terrapay',
          status: 200,
          body: {
            status: 'SUCCESS',
            result: {
              trans_session_id: 'no-such-session',
              source_currency: 'ZAR',
              remitter_pay_amount: 1060,
              destination_currency: 'KES',
              destination_amount: 7100,
              source_transfer_amount: 1010,
            },
          },
          times: 1,
        },
      ],
    });
    const summary = await screen.findByRole('region', { name: 'Transaction summary' });
    await waitFor(() => expect(summary).toHaveTextContent('R1,060.00'));
    expect(
      screen.getByText(
        'You pay R1,060.00, not the R1,050.00 of your quote: the total of your transaction changed when it was created.',
      ),
    ).toBeInTheDocument();
  });
});

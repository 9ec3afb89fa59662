import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { clearAccessToken } from '@/lib/access-cookie.ts';
import {
  CONFIRM,
  CREATE,
  INITIATE,
  addFault,
  agree,
  callsOf,
  chooseSaved,
  env,
  getCharges,
  holdCall,
  otherStore,
  renderPage,
  signIn,
  useOtherFlowEnv,
} from '../../support/send-money-other-flow.tsx';

useOtherFlowEnv();

/** sa.sender up to Continue on Beneficiary Details (Kenya, KES 7,100, Achieng Otieno). */
async function toConfirmation(beforeContinue?: () => void | Promise<void>) {
  const session = await signIn();
  const page = renderPage(otherStore(session, 'KE'));
  await getCharges(page.events, { amount: '7100' });
  await page.events.click(await screen.findByRole('button', { name: 'Continue' }));
  await chooseSaved(page.events, 'Achieng Otieno');
  await beforeContinue?.();
  await page.events.click(screen.getByRole('button', { name: 'Continue' }));
  // The new step's heading takes the focus: a screen reader starts there.
  const heading = await screen.findByRole('heading', { level: 2, name: 'Confirmation' });
  await waitFor(() => expect(heading).toHaveFocus());
  return page;
}

const makePayment = () => screen.getByRole('button', { name: 'Make Payment' });

describe('Confirmation: its stages in words, and its failures', { timeout: 20_000 }, () => {
  it("'Getting charges...' while creating, Make Payment disabled until created", async () => {
    const release = holdCall(CREATE);
    await toConfirmation();
    expect(await screen.findByText('Getting charges...')).toBeInTheDocument();
    expect(makePayment()).toBeDisabled();
    release();
    expect(await screen.findByText('Charges received successfully!')).toBeInTheDocument();
    expect(makePayment()).toBeEnabled();
  });

  it("'Failed to create transaction' when the create answers without a session; Try again creates it", async () => {
    await addFault({
      method: 'POST',
      path: '/api/remitter/transactions/terrapay',
      status: 200,
      body: { status: 'SUCCESS', result: {} },
      times: 1,
    });
    const { events } = await toConfirmation();
    expect(await screen.findByText('Failed to create transaction')).toBeInTheDocument();
    expect(makePayment()).toBeDisabled();
    // No stage to tell, yet the live region stays, so the next stage is read out when it comes.
    const live = screen.getByRole('status');
    expect(live).toBeEmptyDOMElement();
    await events.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Charges received successfully!')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBe(live);
    expect(callsOf(CREATE)).toBe(2);
  });

  it("'Authentication token not found' without a token: nothing is sent", async () => {
    await toConfirmation(() => clearAccessToken());
    expect(await screen.findByText('Authentication token not found')).toBeInTheDocument();
    expect(callsOf(CREATE)).toBe(0);
  });

  it("'Processing Transaction...' then 'Initiating Payment...'; Make Payment stays disabled", async () => {
    const { events } = await toConfirmation();
    await screen.findByText('Charges received successfully!');
    await events.click(makePayment());
    expect(
      await screen.findByText(
        'You cannot proceed unless you have agreed to the terms and conditions of our service',
      ),
    ).toBeInTheDocument();
    await agree(events);
    // One live region from the start, so a screen reader reads each stage as it comes.
    const live = screen.getByRole('status');
    expect(live).toHaveTextContent('Charges received successfully!');
    const releaseConfirm = holdCall(CONFIRM);
    await events.click(makePayment());
    await waitFor(() => expect(live).toHaveTextContent('Processing Transaction...'));
    expect(makePayment()).toBeDisabled();
    const releaseInitiate = holdCall(INITIATE);
    releaseConfirm();
    await waitFor(() => expect(live).toHaveTextContent('Initiating Payment...'));
    expect(screen.getByRole('status')).toBe(live);
    expect(makePayment()).toBeDisabled();
    releaseInitiate();
    await waitFor(() => expect(env.assign).toHaveBeenCalledTimes(1));
  });

  it('the summary shows the created figures and says so when they differ from the quote', async () => {
    await addFault({
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
    });
    await toConfirmation();
    const summary = await screen.findByRole('region', { name: 'Transaction summary' });
    await waitFor(() => expect(summary).toHaveTextContent('R1,060.00'));
    expect(
      screen.getByText(
        'You pay R1,060.00, not the R1,050.00 of your quote: the total of your transaction changed when it was created.',
      ),
    ).toBeInTheDocument();
  });
});

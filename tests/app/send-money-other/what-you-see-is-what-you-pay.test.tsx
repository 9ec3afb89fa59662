import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AuthResult, Transaction } from '@/api/contract.ts';
import {
  CONFIRMED_CANNOT_CHANGE,
  EARLIER_CONFIRMED,
  LOOK_UP_UNSURE,
} from '@/features/payments/model/checkout-messages.ts';
import { peekFlashNotice } from '@/lib/flash-notice.ts';
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
  sandboxRecords,
  signIn,
  useOtherFlowEnv,
  kenyaConfirmation,
} from '../../support/send-money-other-flow.tsx';
import { pressWhenEnabled } from '../../support/press.ts';

useOtherFlowEnv();

/** A second Kenyan wallet beneficiary for sa.sender, added through the sandbox as the app would. */
async function addSecondBeneficiary(session: AuthResult) {
  await env.fetch('/api/remitter/beneficiaries/new', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
    body: JSON.stringify({
      linked_member_id: session.user.remitter_id,
      remitter_id: session.user.remitter_id,
      telephone: '+254711000001',
      mobile: '+254711000001',
      fname: 'Wanjiku',
      firstname: 'Wanjiku',
      mname: '',
      lname: 'Kamau',
      lastname: 'Kamau',
      id_issue_country: 'Kenya',
      country: 'Kenya',
      id_type: 'NATIONALID',
      sex: 'F',
      session_id: session.user.session_id,
    }),
  });
}

const summary = () => within(screen.getByRole('region', { name: 'Transaction summary' }));
const makePayment = () => screen.getByRole('button', { name: 'Make Payment' });

/** sa.sender on Confirmation for KES 7,100 to Achieng Otieno; a second beneficiary saved. */
async function onConfirmation() {
  const session = await signIn();
  await addSecondBeneficiary(session);
  const before = await sandboxRecords();
  return { before, page: await kenyaConfirmation(session) };
}

/** Back to Beneficiary Details, Wanjiku Kamau instead, and Confirmation again. */
async function backToAnotherBeneficiary(
  events: Awaited<ReturnType<typeof onConfirmation>>['page']['events'],
) {
  await pressWhenEnabled(events, 'Back');
  await chooseSaved(events, 'Wanjiku Kamau');
  await events.click(screen.getByRole('button', { name: 'Continue' }));
}

const madeSince = async (before: Awaited<ReturnType<typeof sandboxRecords>>): Promise<Transaction[]> =>
  (await sandboxRecords()).transactions.filter(
    (t) => !before.transactions.some((b) => b.trans_ref === t.trans_ref),
  );

describe(
  'the other-countries Confirmation shows the transaction Make Payment pays',
  { timeout: 20_000 },
  () => {
    it('confirm fails, Back, another beneficiary: the paid transaction is the one on the screen', async () => {
      // No answer from the confirm (a gateway error): the outcome is unknown; it never went through.
      await addFault({ method: 'POST', path: '/api/remitter/transactions/confirm', status: 502, times: 1 });
      const { before, page } = await onConfirmation();
      await agree(page.events);
      await page.events.click(makePayment());
      expect(
        await screen.findByText('Transaction confirmation failed. Please try again.'),
      ).toBeInTheDocument();

      await backToAnotherBeneficiary(page.events);
      // The list is read before the confirm; the earlier transaction is looked up after the unclear
      // confirm and again now (it was never confirmed), then one is made for what is shown.
      expect(await screen.findByText('Charges received successfully!')).toBeInTheDocument();
      expect(callsOf('GET /api/remitter/transactions')).toBe(3);
      expect(summary().getByText('Wanjiku Kamau')).toBeInTheDocument();
      expect(summary().queryByText('Achieng Otieno')).not.toBeInTheDocument();
      const total = summary().getByText(/^R/, { selector: 'strong' }).textContent;

      await agree(page.events);
      await page.events.click(makePayment());
      await waitFor(() => expect(env.assign).toHaveBeenCalledTimes(1));
      const made = await madeSince(before);
      expect(made).toHaveLength(1);
      expect(made[0]?.benef_name).toMatch(/Wanjiku/);
      expect(made[0]?.benef_mobile).toContain('254711000001');
      expect(`R${Number(made[0]?.remitt_pay).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`).toBe(
        total?.replace(/\s/g, ''),
      );
      expect([callsOf(CREATE), callsOf(CONFIRM), callsOf(INITIATE)]).toEqual([2, 2, 1]);
    });

    it('a confirm that went through unheard, Back, another beneficiary: the sender is taken to the earlier transaction, nothing new made', async () => {
      await addFault({
        method: 'POST',
        path: '/api/remitter/transactions/confirm',
        status: 502,
        after: true,
        times: 1,
      });
      const { before, page } = await onConfirmation();
      // The look-up right after the confirm cannot read the list (the list before it could): the
      // sender is sent to Transactions with a note; what they typed stays.
      const confirm = holdCall(CONFIRM);
      await agree(page.events);
      await page.events.click(makePayment());
      await waitFor(() => expect(callsOf(CONFIRM)).toBe(1));
      await addFault({ method: 'GET', path: '/api/remitter/transactions', status: 503, times: 1 });
      confirm();
      await waitFor(() => expect(window.location.pathname).toBe('/transactions'));
      expect(peekFlashNotice('/transactions')).toBe(LOOK_UP_UNSURE);

      // Back on the flow, another beneficiary: the earlier transaction is found first.
      window.history.replaceState(null, '', '/send-money-other');
      await backToAnotherBeneficiary(page.events);
      await waitFor(() => expect(window.location.pathname).toMatch(/^\/transactions\/./));
      const made = await madeSince(before);
      expect(made).toHaveLength(1);
      expect(made[0]?.benef_name).toMatch(/Achieng/);
      expect(window.location.pathname).toBe(`/transactions/${made[0]?.trans_ref}`);
      expect(peekFlashNotice(window.location.pathname)).toBe(EARLIER_CONFIRMED);
      expect([callsOf(CREATE), callsOf(CONFIRM), callsOf(INITIATE)]).toEqual([1, 1, 0]);
      expect(env.assign).not.toHaveBeenCalled();
    });

    it('Back while the create on entering still runs, another beneficiary: the newer one is created when the older ends, never an empty Try again', async () => {
      const session = await signIn();
      await addSecondBeneficiary(session);
      const before = await sandboxRecords();
      const release = holdCall(CREATE);
      const page = renderPage(otherStore(session, 'KE'));
      await getCharges(page.events, { amount: '7100' });
      await page.events.click(await screen.findByRole('button', { name: 'Continue' }));
      await chooseSaved(page.events, 'Achieng Otieno');
      await page.events.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(callsOf(CREATE)).toBe(1));

      await backToAnotherBeneficiary(page.events);
      release();
      expect(await screen.findByText('Charges received successfully!')).toBeInTheDocument();
      expect(summary().getByText('Wanjiku Kamau')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
      expect(callsOf(CREATE)).toBe(2);

      await agree(page.events);
      await page.events.click(makePayment());
      await waitFor(() => expect(env.assign).toHaveBeenCalledTimes(1));
      const made = await madeSince(before);
      expect(made).toHaveLength(1);
      expect(made[0]?.benef_name).toMatch(/Wanjiku/);
    });

    it('a failed start of the payment, then Back: the sender is taken to the confirmed transaction', async () => {
      await addFault({ method: 'POST', path: '/api/payments/initiate', status: 500, body: {}, times: 1 });
      const { before, page } = await onConfirmation();
      await agree(page.events);
      await page.events.click(makePayment());
      expect(await screen.findByText('Payment initiation failed. Please try again.')).toBeInTheDocument();

      await pressWhenEnabled(page.events, 'Back');
      const made = await madeSince(before);
      expect(made).toHaveLength(1);
      await waitFor(() => expect(window.location.pathname).toBe(`/transactions/${made[0]?.trans_ref}`));
      expect(peekFlashNotice(window.location.pathname)).toBe(CONFIRMED_CANNOT_CHANGE);
      expect([callsOf(CREATE), callsOf(CONFIRM), callsOf(INITIATE)]).toEqual([1, 1, 1]);
      expect(env.assign).not.toHaveBeenCalled();
    });
  },
);

import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Transaction } from '@/api/contract.ts';
import {
  CONFIRMED_CANNOT_CHANGE,
  EARLIER_CONFIRMED,
  LOOK_UP_UNSURE,
} from '@/features/payments/model/checkout-messages.ts';
import { insertBeneficiary } from '../../../sandbox/lib/beneficiaries-store.ts';
import { userByEmail } from '../../../sandbox/lib/users.ts';
import { pressWhenEnabled } from '../../support/press.ts';
import { pageCode, type RenderedApp } from '../../support/render-app.tsx';
import { SA_SENDER } from '../../support/sandbox-data.ts';
import {
  CONFIRM,
  CREATE,
  INITIATE,
  agree,
  chooseSaved,
  getCharges,
  openFlow,
  sandboxRecords,
  toKenyaConfirmation,
  type SandboxRecords,
} from '../../support/send-money-other-flow.tsx';
import { startSandbox, type SandboxSetup, type TestSandbox } from '../../support/test-sandbox.ts';
import { watchPaymentPage } from '../send-money/send-flow.tsx';

/** A second Kenyan wallet beneficiary sa.sender saved earlier, Wanjiku Kamau (the sandbox's data). */
function addSecondBeneficiary(sandbox: TestSandbox) {
  const { db, now } = sandbox.sandbox.deps;
  const user = userByEmail(db, SA_SENDER);
  if (!user) throw new Error(`no account ${SA_SENDER}`);
  insertBeneficiary(
    db,
    user.id,
    {
      fname: 'Wanjiku',
      mname: '',
      lname: 'Kamau',
      mobile: '+254711000001',
      telephone: '+254711000001',
      country: 'Kenya',
      country_code: 'KE',
      delivery_option: 'wallet',
      sex: 'F',
    },
    now(),
  );
}

// The pages the flow takes the sender to.
beforeAll(() =>
  pageCode(
    () => import('@/features/transactions/pages/transactions-page.tsx'),
    () => import('@/features/transactions/pages/transaction-detail-page.tsx'),
  ),
);

const summary = () => within(screen.getByRole('region', { name: 'Transaction summary' }));
const makePayment = () => screen.getByRole('button', { name: 'Make Payment' });

/**
 * sa.sender, with a second Kenyan beneficiary saved, on Kenya's flow (`hold`: a call held on its
 * way from the start); the sandbox's records before; the payment page watched.
 */
async function kenyaFlow(setup: SandboxSetup = {}) {
  const sandbox = startSandbox(setup);
  addSecondBeneficiary(sandbox);
  const before = await sandboxRecords(sandbox);
  const app = await openFlow('KE', { sandbox });
  const paymentPage = watchPaymentPage();
  const calls = () => [CREATE, CONFIRM, INITIATE].map((call) => sandbox.callsTo(call).length);
  return { app, before, paymentPage, calls };
}

/** The same on Confirmation for KES 7,100 to Achieng Otieno. */
async function onConfirmation(setup: SandboxSetup = {}) {
  const flow = await kenyaFlow(setup);
  await toKenyaConfirmation(flow.app.user);
  return flow;
}

/** Back to Beneficiary Details, Wanjiku Kamau instead, and Confirmation again. */
async function backToAnotherBeneficiary(events: UserEvent) {
  await pressWhenEnabled(events, 'Back');
  await chooseSaved(events, 'Wanjiku Kamau');
  await events.click(screen.getByRole('button', { name: 'Continue' }));
}

const madeSince = async (app: RenderedApp, before: SandboxRecords): Promise<Transaction[]> =>
  (await sandboxRecords(app.sandbox)).transactions.filter(
    (t) => !before.transactions.some((b) => b.trans_ref === t.trans_ref),
  );

/**
 * Agrees and presses Make Payment; once the payment page opened, the one transaction made since
 * `before` (a second one fails the test).
 */
async function payOnce(
  app: RenderedApp,
  before: SandboxRecords,
  paymentPage: ReturnType<typeof watchPaymentPage>,
) {
  await agree(app.user);
  await app.user.click(makePayment());
  await waitFor(() => expect(paymentPage).toHaveBeenCalledTimes(1));
  const made = await madeSince(app, before);
  expect(made).toHaveLength(1);
  return made[0];
}

const failFirst = (method: string, path: string, status: number, rest: { after?: boolean } = {}) => ({
  method,
  path,
  status,
  times: 1,
  ...rest,
});

describe('the other-countries Confirmation shows the transaction Make Payment pays', () => {
  it('confirm fails, Back, another beneficiary: the paid transaction is the one on the screen', async () => {
    // No answer from the confirm (a gateway error): the outcome is unknown; it never went through.
    const { app, before, paymentPage, calls } = await onConfirmation({
      faults: [failFirst('POST', '/api/remitter/transactions/confirm', 502)],
    });
    // The transactions read from Make Payment on (the page read them once as it opened).
    const listReads = () => app.sandbox.callsTo('GET /api/remitter/transactions').length;
    const readBefore = listReads();
    await agree(app.user);
    await app.user.click(makePayment());
    expect(await screen.findByText('Transaction confirmation failed. Please try again.')).toBeInTheDocument();

    await backToAnotherBeneficiary(app.user);
    // The list is read before the confirm; the earlier transaction is looked up after the unclear
    // confirm and again now (it was never confirmed), then one is made for what is shown.
    expect(await screen.findByText('Charges received successfully!')).toBeInTheDocument();
    expect(listReads() - readBefore).toBe(3);
    expect(summary().getByText('Wanjiku Kamau')).toBeInTheDocument();
    expect(summary().queryByText('Achieng Otieno')).not.toBeInTheDocument();
    const total = summary().getByText(/^R/, { selector: 'strong' }).textContent;

    const made = await payOnce(app, before, paymentPage);
    expect(made?.benef_name).toMatch(/Wanjiku/);
    expect(made?.benef_mobile).toContain('254711000001');
    expect(`R${Number(made?.remitt_pay).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`).toBe(
      total?.replace(/\s/g, ''),
    );
    expect(calls()).toEqual([2, 2, 1]);
  });

  it('a confirm that went through unheard, Back, another beneficiary: the sender is taken to the earlier transaction, nothing new made', async () => {
    const { app, before, paymentPage, calls } = await onConfirmation({
      faults: [failFirst('POST', '/api/remitter/transactions/confirm', 502, { after: true })],
    });
    // The look-up right after the confirm cannot read the list (the list before it could): the
    // sender is sent to Transactions with a note; what they typed stays.
    const confirm = app.sandbox.hold(CONFIRM);
    await agree(app.user);
    await app.user.click(makePayment());
    await confirm.reached;
    app.sandbox.fault(failFirst('GET', '/api/remitter/transactions', 503));
    confirm.release();
    await waitFor(() => expect(app.location()).toBe('/transactions'));
    expect(await screen.findByText(LOOK_UP_UNSURE)).toBeInTheDocument();

    // Back on the flow (Send Money takes the sender to the country's flow), another beneficiary:
    // the earlier transaction is found first.
    await app.user.click(screen.getByRole('button', { name: 'Menu' }));
    await app.user.click(screen.getByRole('link', { name: 'Send Money' }));
    await waitFor(() => expect(app.location()).toBe('/send-money-other'));
    await backToAnotherBeneficiary(app.user);
    await waitFor(() => expect(app.location()).toMatch(/^\/transactions\/./));
    const made = await madeSince(app, before);
    expect(made).toHaveLength(1);
    expect(made[0]?.benef_name).toMatch(/Achieng/);
    expect(app.location()).toBe(`/transactions/${made[0]?.trans_ref}`);
    expect(await screen.findByText(EARLIER_CONFIRMED)).toBeInTheDocument();
    expect(calls()).toEqual([1, 1, 0]);
    expect(paymentPage).not.toHaveBeenCalled();
  });

  it('Back while the create on entering still runs, another beneficiary: the newer one is created when the older ends, never an empty Try again', async () => {
    const { app, before, paymentPage, calls } = await kenyaFlow();
    const create = app.sandbox.hold(CREATE);
    await getCharges(app.user, { amount: '7100' });
    await app.user.click(await screen.findByRole('button', { name: 'Continue' }));
    await chooseSaved(app.user, 'Achieng Otieno');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    await create.reached;

    await backToAnotherBeneficiary(app.user);
    create.release();
    expect(await screen.findByText('Charges received successfully!')).toBeInTheDocument();
    expect(summary().getByText('Wanjiku Kamau')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(calls()[0]).toBe(2);

    expect((await payOnce(app, before, paymentPage))?.benef_name).toMatch(/Wanjiku/);
  });

  it('a failed start of the payment, then Back: the sender is taken to the confirmed transaction', async () => {
    const { app, before, paymentPage, calls } = await onConfirmation({
      faults: [{ ...failFirst('POST', '/api/payments/initiate', 500), body: {} }],
    });
    await agree(app.user);
    await app.user.click(makePayment());
    expect(await screen.findByText('Payment initiation failed. Please try again.')).toBeInTheDocument();

    await pressWhenEnabled(app.user, 'Back');
    const made = await madeSince(app, before);
    expect(made).toHaveLength(1);
    await waitFor(() => expect(app.location()).toBe(`/transactions/${made[0]?.trans_ref}`));
    expect(await screen.findByText(CONFIRMED_CANNOT_CHANGE)).toBeInTheDocument();
    expect(calls()).toEqual([1, 1, 1]);
    expect(paymentPage).not.toHaveBeenCalled();
  });
});

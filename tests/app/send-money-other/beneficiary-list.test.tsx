import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { Beneficiary } from '@/api/contract.ts';
import { db } from '@/lib/db.ts';
import { goOffline } from '../../support/browser.ts';
import type { RenderedApp } from '../../support/render-app.tsx';
import { SA_REMITTER } from '../../support/sandbox-data.ts';
import { chargesShown, getCharges, openFlow } from '../../support/send-money-other-flow.tsx';
import { startSandbox, type TestSandbox } from '../../support/test-sandbox.ts';

const LIST = 'GET /api/remitter/beneficiaries';

/** sa.sender's saved Kenyan wallet beneficiary, as the list answers it. */
const ACHIENG: Beneficiary = {
  beneficiary_id: '1',
  fname: 'Achieng',
  mname: '',
  lname: 'Otieno',
  mobile: '+254700000201',
  country: 'Kenya',
  country_code: 'KE',
  delivery_option: 'wallet',
};

/** From Amount & Delivery of a wallet-only country: the charges, then Continue to Beneficiary Details. */
async function toBeneficiaryStep(app: RenderedApp, amount: string) {
  await getCharges(app.user, { amount });
  await chargesShown();
  await app.user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { level: 2, name: 'Beneficiary Details' });
}

/** sa.sender on Beneficiary Details for a wallet-only country, having asked for charges. */
async function onBeneficiaryStep(code: 'KE' | 'MZ', amount: string, sandbox: TestSandbox = startSandbox()) {
  const app = await openFlow(code, { sandbox });
  await toBeneficiaryStep(app, amount);
  return app;
}

const options = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe("the other-countries beneficiary step says what is true of the sender's list", () => {
  it("while the list loads it says so, never 'No beneficiaries found'; then the empty list says it", async () => {
    // The copy on the device (an earlier visit's list) has none in Mozambique; the list is on its way.
    await db.replaceList(
      db.beneficiaries,
      SA_REMITTER,
      [{ beneficiaryId: ACHIENG.beneficiary_id, value: ACHIENG }],
      Date.now() - 60_000,
    );
    const sandbox = startSandbox();
    const list = sandbox.hold(LIST);
    await onBeneficiaryStep('MZ', '3500', sandbox);
    // The copy on the device has been read (its date shows): none in Mozambique, the list still loading.
    expect(await screen.findByText(/^Last updated /)).toBeInTheDocument();
    expect(screen.getByText('Loading your saved beneficiaries...')).toBeInTheDocument();
    expect(screen.queryByText('No beneficiaries found for Mozambique')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    list.release();
    expect(await screen.findByText('No beneficiaries found for Mozambique')).toBeInTheDocument();
    expect(
      screen.getByText('Please add a beneficiary to continue with your transaction.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading your saved beneficiaries...')).not.toBeInTheDocument();
  });

  it("a failed list: 'Error loading beneficiaries. Please try again.', and Retry loads it", async () => {
    const sandbox = startSandbox({
      faults: [
        {
          method: 'GET',
          path: '/api/remitter/beneficiaries',
          status: 500,
          body: { status: 'FAIL', result: {} },
        },
      ],
    });
    const app = await onBeneficiaryStep('KE', '7100', sandbox);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading beneficiaries. Please try again.',
    );
    expect(await screen.findByText('Your saved beneficiaries could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('No beneficiaries found for Kenya')).not.toBeInTheDocument();
    // The list answers again.
    sandbox.sandbox.faults.clear();
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    await app.user.click(await screen.findByRole('combobox', { name: 'Search saved beneficiaries' }));
    expect(options()).toEqual(['Achieng Otieno+254700000201']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("a failure with the server's text shows that text", async () => {
    const sandbox = startSandbox({
      faults: [
        {
          method: 'GET',
          path: '/api/remitter/beneficiaries',
          status: 500,
          body: { status: 'FAIL', result: { message: 'Remitter service unavailable.' } },
        },
      ],
    });
    await onBeneficiaryStep('KE', '7100', sandbox);
    expect(await screen.findByRole('alert')).toHaveTextContent('Remitter service unavailable.');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('offline: the list saved on the device, with when it was updated and a note that it is offline', async () => {
    // The step once online: the list is saved on the device.
    const app = await onBeneficiaryStep('KE', '7100');
    await screen.findByRole('combobox', { name: 'Search saved beneficiaries' });
    await waitFor(async () => expect(await db.beneficiaries.count()).toBeGreaterThan(0));
    await app.user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 2, name: 'Amount & Delivery' });

    // The connection goes; the sender comes to the step again.
    act(() => goOffline());
    app.sandbox.offline = true;
    const asked = app.sandbox.callsTo(LIST).length;
    await app.user.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: 'Beneficiary Details' });
    expect(
      await screen.findByText(
        'You are offline. These are your saved beneficiaries as last loaded on this device; adding one needs a connection.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Last updated /)).toBeInTheDocument();
    await app.user.click(screen.getByRole('combobox', { name: 'Search saved beneficiaries' }));
    expect(options()).toEqual(['Achieng Otieno+254700000201']);
    expect(screen.getByRole('button', { name: 'Add Kenya Beneficiary' })).toBeDisabled();
    expect(app.sandbox.callsTo(LIST)).toHaveLength(asked);
  });
});

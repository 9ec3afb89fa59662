import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { warmBeneficiariesAtom } from '@/features/beneficiaries/api/beneficiaries-cache.ts';
import { db } from '@/lib/db.ts';
import {
  addFault,
  chargesShown,
  env,
  getCharges,
  holdCall,
  otherStore,
  renderPage,
  signIn,
  useOtherFlowEnv,
} from '../../support/send-money-other-flow.tsx';

useOtherFlowEnv();

const LIST = 'GET /api/remitter/beneficiaries';

/** sa.sender on Beneficiary Details for a wallet-only country, having asked for charges. */
async function onBeneficiaryStep(code: 'KE' | 'MZ', amount: string, strict = true) {
  const session = await signIn();
  const store = otherStore(session, code);
  const page = renderPage(store, { strict });
  await getCharges(page.events, { amount });
  await chargesShown();
  await page.events.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { level: 2, name: 'Beneficiary Details' });
  return { ...page, store, session };
}

/** The list answers again (a fault stays for every call, StrictMode's second one included). */
const clearFaults = () => env.fetch('/__sandbox/faults', { method: 'DELETE' });

const options = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe("the other-countries beneficiary step says what is true of the sender's list", () => {
  it("while the list loads it says so, never 'No beneficiaries found'; then the empty list says it", async () => {
    // Not in StrictMode: its second list call would not be held.
    const release = holdCall(LIST);
    const { store } = await onBeneficiaryStep('MZ', '3500', false);
    // The copy on the device has been read (nothing there): the list is still loading.
    await waitFor(() => expect(store.get(warmBeneficiariesAtom)?.value.rows).toEqual([]));
    expect(screen.getByText('Loading your saved beneficiaries...')).toBeInTheDocument();
    expect(screen.queryByText('No beneficiaries found for Mozambique')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    release();
    expect(await screen.findByText('No beneficiaries found for Mozambique')).toBeInTheDocument();
    expect(
      screen.getByText('Please add a beneficiary to continue with your transaction.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading your saved beneficiaries...')).not.toBeInTheDocument();
  });

  it("a failed list: 'Error loading beneficiaries. Please try again.', and Retry loads it", async () => {
    await addFault({
      method: 'GET',
      path: '/api/remitter/beneficiaries',
      status: 500,
      body: { status: 'FAIL', result: {} },
    });
    const page = await onBeneficiaryStep('KE', '7100');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading beneficiaries. Please try again.',
    );
    expect(await screen.findByText('Your saved beneficiaries could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('No beneficiaries found for Kenya')).not.toBeInTheDocument();
    await clearFaults();
    await page.events.click(screen.getByRole('button', { name: 'Retry' }));
    await page.events.click(await screen.findByRole('combobox', { name: 'Search saved beneficiaries' }));
    expect(options()).toEqual(['Achieng Otieno+254700000201']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("a failure with the server's text shows that text", async () => {
    await addFault({
      method: 'GET',
      path: '/api/remitter/beneficiaries',
      status: 500,
      body: { status: 'FAIL', result: { message: 'Remitter service unavailable.' } },
    });
    await onBeneficiaryStep('KE', '7100');
    expect(await screen.findByRole('alert')).toHaveTextContent('Remitter service unavailable.');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('offline: the list saved on the device, with when it was updated and a note that it is offline', async () => {
    const { store, unmount } = await onBeneficiaryStep('KE', '7100');
    await screen.findByRole('combobox', { name: 'Search saved beneficiaries' });
    await waitFor(async () => expect(await db.beneficiaries.count()).toBeGreaterThan(0));
    unmount();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    const asked = env.calls.filter((call) => call === LIST).length;
    const again = renderPage(store);
    expect(
      await screen.findByText(
        'You are offline. These are your saved beneficiaries as last loaded on this device; adding one needs a connection.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Last updated /)).toBeInTheDocument();
    await again.events.click(screen.getByRole('combobox', { name: 'Search saved beneficiaries' }));
    expect(options()).toEqual(['Achieng Otieno+254700000201']);
    expect(screen.getByRole('button', { name: 'Add Kenya Beneficiary' })).toBeDisabled();
    expect(env.calls.filter((call) => call === LIST)).toHaveLength(asked);
  });
});

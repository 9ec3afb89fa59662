import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { kycVerificationAtom } from '@/features/kyc/state.ts';
import { resetUiOptionsLoad } from '@/features/ui-options/api/load-ui-options.ts';
import SendMoneyPage from '@/features/send-money/pages/send-money-page.tsx';
import { clearAccessToken } from '@/lib/access-cookie.ts';
import type { Sandbox } from '../../../sandbox/app.ts';
import { ZIMBABWE } from '@/features/destinations/model/destinations.ts';
import { selectedDestinationAtom } from '@/features/destinations/state.ts';
import { renderKyc, sameOriginSandbox, signedInStore, signInWith } from './support.tsx';

let fetchFn: typeof fetch;
let sandbox: Sandbox;

beforeEach(() => {
  ({ fetch: fetchFn, sandbox } = sameOriginSandbox({ strict: true }));
  vi.stubGlobal('fetch', fetchFn);
  resetUiOptionsLoad();
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearAccessToken();
  sessionStorage.clear();
  localStorage.clear();
  resetUiOptionsLoad();
});

async function openSendMoney(email: string) {
  const { user } = await signInWith(fetchFn, email);
  const store = signedInStore(user);
  // An SA sender who chose Zimbabwe on the country page (without a choice they are sent there).
  store.set(selectedDestinationAtom, ZIMBABWE);
  return renderKyc(<SendMoneyPage />, { store, path: '/send-money' });
}

const calculate = (timeout?: number) => screen.findByRole('button', { name: 'Calculate' }, { timeout });
const banner = () => screen.queryByRole('region', { name: 'Account Verification Status' });

describe('the compact verification banner at the top of /send-money', () => {
  it('shows above the amount form for a sender not fully verified, arriving with it', async () => {
    sandbox.faults.add({ method: 'GET', path: '/identity/api/kyc/verification/*', delayMs: 300 });
    await openSendMoney('sa.sender@example.com');
    const button = await calculate();
    // no await: the banner was there when the form appeared, so the form never moved down
    const card = banner();
    expect(card).toHaveTextContent('25% complete');
    expect(card!.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is not shown to a fully verified sender', async () => {
    const { store } = await openSendMoney('uk.sender@example.com');
    await calculate();
    await waitFor(() => expect(store.get(kycVerificationAtom).data).toBeDefined());
    expect(banner()).not.toBeInTheDocument();
    expect(screen.queryByText(/Verification Complete/)).not.toBeInTheDocument();
  });

  it('never holds up sending for more than 3 s when the identity service is slow', async () => {
    sandbox.faults.add({ method: 'GET', path: '/identity/api/kyc/verification/*', delayMs: 4_500 });
    await openSendMoney('sa.sender@example.com');
    const started = Date.now();
    await calculate(4_000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_500);
    expect(banner()).not.toBeInTheDocument();
    // it comes when the status does
    expect(
      await screen.findByRole('region', { name: 'Account Verification Status' }, { timeout: 3_000 }),
    ).toBeInTheDocument();
  }, 12_000);
});

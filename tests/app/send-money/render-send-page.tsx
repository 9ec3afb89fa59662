import { afterEach, beforeEach, expect, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { ChargesRequest, ChargesResult, Country, KycTier, User } from '@/api/contract.ts';
import { resetUiOptionsLoad } from '@/features/ui-options/api/load-ui-options.ts';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';
import { pageCode, renderApp } from '../../support/render-app.tsx';
import { UK_SENDER, cancelTransaction, changeAccount } from '../../support/sandbox-data.ts';
import { startSandbox, type SandboxSetup, type TestSandbox } from '../../support/test-sandbox.ts';

const LOADING_OPTIONS = 'Loading the sending options...';
export const CHARGES = 'POST /api/remitter/transactions/charges';

export { UI_OPTIONS };

/** A signed-in user; onboarded when it has a remitter_id (for components rendered alone). */
export function makeUser(country: Country, kyc_status: KycTier, onboarded = true): User {
  return {
    id: 1,
    remitter_id: onboarded ? 'R100' : null,
    session_id: 'S1',
    country,
    mobile: country === 'UK' ? '447700900001' : '27821000001',
    email: 'someone@example.com',
    first_name: 'Amelia',
    onboarded,
    kyc_status,
    remitone_status: 'valid',
    default_transfer_purpose: null,
  };
}

/** A charges answer as the spec has it (UK: £80 for $100, charges £3.99): no receiving amount. */
export const UK_CHARGES: ChargesResult = {
  source_amount: 80,
  source_currency: 'GBP',
  total_charges: 3.99,
  tax: 0,
  rate: 0.8,
};

/** A demo account, arranged in the sandbox as the test needs it before it signs in. */
export interface Sender {
  email: string;
  country: Country;
  arrange?: (sandbox: TestSandbox) => void;
}

/** uk.sender's transfer that awaits payment in the seeded data. */
const UK_PENDING = 'ZW10000007';

/** uk.sender (UK, limited, onboarded) whose transfer awaiting payment was cancelled: nothing pending. */
export const UK_LIMITED: Sender = {
  email: UK_SENDER,
  country: 'UK',
  arrange: (sandbox) => cancelTransaction(sandbox, UK_PENDING),
};
/** uk.sender as seeded: ZW10000007 awaits payment. */
export const UK_LIMITED_PENDING: Sender = { email: UK_SENDER, country: 'UK' };
/**
 * uk.sender before their upgrade (UK, lite, onboarded), nothing pending: what they sent in the
 * last days is well within lite's caps.
 */
export const UK_LITE: Sender = {
  email: UK_SENDER,
  country: 'UK',
  arrange: (sandbox) => {
    cancelTransaction(sandbox, UK_PENDING);
    changeAccount(sandbox, UK_SENDER, { kyc_status: 'lite' });
  },
};
/** uk.new: UK, lite, not onboarded (no remitter id), nothing sent. */
export const UK_NEW: Sender = { email: 'uk.new@example.com', country: 'UK' };
/** sa.sender: SA, limited, onboarded, nothing pending or held. */
export const SA_LIMITED: Sender = { email: 'sa.sender@example.com', country: 'SA' };
/** sa.lite: SA, lite, onboarded, nothing sent. */
export const SA_LITE: Sender = { email: 'sa.lite@example.com', country: 'SA' };
/** sa.lite before onboarding: no remitter id yet. */
export const SA_LITE_NEW: Sender = {
  email: 'sa.lite@example.com',
  country: 'SA',
  arrange: (sandbox) => changeAccount(sandbox, 'sa.lite@example.com', { onboarded: 0, remitter_id: null }),
};
/** sa.hold: SA, limited, with a transfer held by compliance. */
export const SA_HOLD: Sender = { email: 'sa.hold@example.com', country: 'SA' };

/** Each test: the UI-options load starts afresh (the setup restores the rest). */
export function useSendPageEnv(): void {
  beforeEach(() => {
    resetUiOptionsLoad();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    sessionStorage.clear();
    localStorage.clear();
    resetUiOptionsLoad();
  });
}

/**
 * The app at /send-money for `sender`, against a fresh strict sandbox (`setup` adds faults or a
 * clock, `arrange` changes its data before the sign-in), once the page has what it waits for (the
 * pending transactions decide its notices). An SA sender chooses Zimbabwe on /country-selection
 * first, as the app sends them there.
 */
export async function renderSendPage(
  sender: Sender,
  { setup = {}, arrange }: { setup?: SandboxSetup; arrange?: (sandbox: TestSandbox) => void } = {},
) {
  const sandbox = startSandbox(setup);
  sender.arrange?.(sandbox);
  arrange?.(sandbox);
  const url = sender.country === 'SA' ? '/country-selection' : '/send-money';
  const app = await renderApp({ url, user: sender.email, sandbox });
  if (sender.country === 'SA') {
    // The send page's code, which the app loads when the country is chosen.
    await pageCode(() => import('@/features/send-money/pages/send-money-page.tsx'));
    await app.user.click(await screen.findByRole('button', { name: /Zimbabwe/ }));
    await waitFor(() => expect(app.location()).toBe('/send-money'));
  }
  await screen.findByRole('heading', { level: 1, name: 'Send Money' });
  await waitFor(() => expect(screen.queryByText(LOADING_OPTIONS)).not.toBeInTheDocument());
  return {
    ...app,
    events: app.user,
    /** The charges requests the page made, in order. */
    chargesRequests: () => sandbox.callsTo(CHARGES).map((call) => call.body as ChargesRequest),
  };
}

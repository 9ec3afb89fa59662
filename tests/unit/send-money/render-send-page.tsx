import { afterEach, beforeEach, expect, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type {
  ChargesRequest,
  ChargesResult,
  Country,
  KycTier,
  LimitsByPeriod,
  PendingTransactionsResult,
  UiOptions,
  User,
} from '@/api/contract.ts';
import { appSystem } from '@/app/theme.ts';
import { hasTokenAtom, sessionUserAtom } from '@/lib/session/user.ts';
import { ZIMBABWE } from '@/features/destinations/model/destinations.ts';
import { selectedDestinationAtom } from '@/features/destinations/state.ts';
import { notStartedRecord } from '@/features/kyc/model/not-started-record.ts';
import { uiOptionsAtom } from '@/features/ui-options/state.ts';
import { resetUiOptionsLoad } from '@/features/ui-options/api/load-ui-options.ts';
import SendMoneyPage from '@/features/send-money/pages/send-money-page.tsx';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';

const LOADING_OPTIONS = 'Loading the sending options...';

export { UI_OPTIONS };

export const NONE_SENT: LimitsByPeriod = { transaction: 0, day: 0, month: 0, quarter: 0, year: 0 };

/** A signed-in user; onboarded when it has a remitter_id. */
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

/** A quote as the portal answers it (UK: £80 for $100, charges £3.99). */
/** A charges answer as the spec has it: no receiving amount or currency. */
export const UK_CHARGES: ChargesResult = {
  source_amount: 80,
  source_currency: 'GBP',
  total_charges: 3.99,
  tax: 0,
  rate: 0.8,
};

/** What the fake portal answers; charges may be a function of the request. */
export interface FakePortal {
  options?: UiOptions;
  amountsSent?: Partial<LimitsByPeriod>;
  pending?: Partial<PendingTransactionsResult>;
  charges?: (request: ChargesRequest) => { status: number; body: unknown };
}

const json = (status: number, body: unknown) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** A fetch answering the portal calls of the send page, recording each charges request. */
export function fakePortal(portal: FakePortal = {}) {
  const chargesRequests: ChargesRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    switch (url.pathname) {
      case '/api/remitter/ui':
        return json(200, portal.options ?? UI_OPTIONS);
      case '/api/remitter/limits':
        return json(200, {
          status: 'SUCCESS',
          result: {
            limits: UI_OPTIONS.limits,
            amountsSent: { ...NONE_SENT, ...portal.amountsSent },
            currency: 'USD',
          },
        });
      case '/api/remitter/pending-transactions':
        return json(200, {
          status: 'SUCCESS',
          result: {
            has_pending: false,
            compliance_hold: false,
            disclaimer: '',
            transactions: [],
            ...portal.pending,
          },
        });
      case '/api/remitter/transactions/charges': {
        const request = JSON.parse(String(init.body)) as ChargesRequest;
        chargesRequests.push(request);
        const answer = portal.charges?.(request) ?? {
          status: 200,
          body: { status: 'SUCCESS', result: UK_CHARGES },
        };
        return json(answer.status, answer.body);
      }
      default:
        return json(404, { status: 'FAIL', result: { message: `Not found: ${url.pathname}` } });
    }
  });
  return { fetch, chargesRequests };
}

function verifiedRecord(user: User) {
  const record = notStartedRecord(user.remitter_id ?? '');
  return { ...record, verification_summary: { ...record.verification_summary, is_verified: true } };
}

/** Each test: storage and the UI-options load start empty; fetch is whatever the test stubs. */
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
 * Renders /send-money for the user with a fresh store (UI options already loaded) and a memory
 * router, once the page has what it waits for (the pending transactions decide its notices).
 */
export async function renderSendPage(user: User, portal: FakePortal = {}) {
  const { fetch, chargesRequests } = fakePortal(portal);
  // The identity service (the page's verification banner) answers apart, so `fetch` counts the
  // portal's calls only: a fully verified sender, whose page shows no banner.
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).startsWith('/identity/')
      ? Promise.resolve(json(200, { data: verifiedRecord(user) }))
      : fetch(input, init),
  );
  const store = createStore();
  store.set(sessionUserAtom, user);
  store.set(hasTokenAtom, true);
  store.set(uiOptionsAtom, portal.options ?? UI_OPTIONS);
  // An SA sender reaches /send-money having chosen Zimbabwe (else the page sends them to choose).
  if (user.country === 'SA') store.set(selectedDestinationAtom, ZIMBABWE);
  const location = memoryLocation({ path: '/send-money', record: true });
  const view = render(
    <JotaiProvider store={store}>
      <ChakraProvider value={appSystem()}>
        <Router hook={location.hook}>
          <SendMoneyPage />
        </Router>
      </ChakraProvider>
    </JotaiProvider>,
  );
  const events = userEvent.setup({ delay: null });
  await waitFor(() => expect(screen.queryByText(LOADING_OPTIONS)).not.toBeInTheDocument());
  return { ...view, store, location, events, fetch, chargesRequests };
}

import { afterEach, beforeEach, vi } from 'vitest';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AuthResult, Envelope } from '@/api/contract.ts';
import { system } from '@/app/theme.ts';
import { hasTokenAtom, sessionUserAtom } from '@/features/auth';
import { BeneficiaryStep } from '@/features/send-money/components/beneficiary-step.tsx';
import type { BeneficiaryChoice } from '@/features/send-money/model/flow-inputs.ts';
import { beneficiaryChoiceAtom } from '@/features/send-money/state.ts';
import { clearAccessToken, setAccessToken } from '@/lib/access-cookie.ts';
import { db } from '@/lib/db.ts';
import { sandboxFetch } from '../../support/sandbox-fetch.ts';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';

/** jsdom has no ResizeObserver; the positioning of Chakra's combobox uses one. */
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

let fetchFn: typeof fetch;

/** Every test: a fresh in-process sandbox answering fetch, an empty cache; cleaned up after. */
export function useBeneficiaryStepEnv(): void {
  beforeEach(async () => {
    fetchFn = sandboxFetch().fetch;
    vi.stubGlobal('fetch', vi.fn(fetchFn));
    await db.wipe();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    clearAccessToken();
    sessionStorage.clear();
    localStorage.clear();
  });
}

/** The sandbox's fetch, for control calls (faults) that the app's spy should not count. */
export const sandbox = (path: string, init?: RequestInit) => fetchFn(path, init);

/** Signs a demo account in on the sandbox (the code step is the login page's business). */
export async function signIn(email: string): Promise<AuthResult> {
  const response = await fetchFn('/api/remitter/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'email', email, password: 'Sandbox1' }),
  });
  const answer = (await response.json()) as Envelope<AuthResult>;
  setAccessToken(answer.result.token);
  return answer.result;
}

/** The app's calls to the beneficiary list so far. */
export function listCalls(): number {
  const spy = globalThis.fetch as unknown as { mock: { calls: [RequestInfo | URL][] } };
  return spy.mock.calls.filter(([input]) => String(input).endsWith('/remitter/beneficiaries')).length;
}

/** Renders the step for the signed-in user, with the choice stored before (if any). */
export function renderStep(session: AuthResult, stored: BeneficiaryChoice | null = null) {
  const store = createStore();
  store.set(sessionUserAtom, session.user);
  store.set(hasTokenAtom, true);
  if (stored) store.set(beneficiaryChoiceAtom, stored);
  const onBack = vi.fn();
  const onContinue = vi.fn();
  const location = memoryLocation({ path: '/send-money', record: true });
  const view = render(
    <JotaiProvider store={store}>
      <ChakraProvider value={system}>
        <Router hook={location.hook}>
          <BeneficiaryStep user={session.user} options={UI_OPTIONS} onBack={onBack} onContinue={onContinue} />
        </Router>
      </ChakraProvider>
    </JotaiProvider>,
  );
  const events = userEvent.setup({ delay: null });
  const choice = () => store.get(beneficiaryChoiceAtom);
  return { ...view, store, events, onBack, onContinue, choice, location };
}

import { afterEach, beforeEach, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { AuthResult } from '@/api/contract.ts';
import { BeneficiaryStep } from '@/features/send-money/components/beneficiary-step.tsx';
import type { BeneficiaryChoice } from '@/features/send-money/model/flow-inputs.ts';
import { beneficiaryChoiceAtom } from '@/features/send-money/state.ts';
import { clearAccessToken } from '@/lib/access-cookie.ts';
import { db } from '@/lib/db.ts';
import { sandboxFetch } from '../../support/sandbox-fetch.ts';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';
import { renderWithProviders, signedInStore, signInWith } from '../../support/render-with-providers.tsx';

let fetchFn: typeof fetch;

/** Every test: a fresh in-process sandbox answering fetch, an empty cache; cleaned up after. */
export function useBeneficiaryStepEnv(): void {
  beforeEach(async () => {
    fetchFn = sandboxFetch({ strict: true }).fetch;
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
export const signIn = (email: string): Promise<AuthResult> => signInWith(fetchFn, email);

/** The app's calls to the beneficiary list so far. */
export function listCalls(): number {
  const spy = globalThis.fetch as unknown as { mock: { calls: [RequestInfo | URL][] } };
  return spy.mock.calls.filter(([input]) => String(input).endsWith('/remitter/beneficiaries')).length;
}

/** Renders the step for the signed-in user, with the choice stored before (if any). */
export function renderStep(session: AuthResult, stored: BeneficiaryChoice | null = null) {
  const store = signedInStore(session.user);
  if (stored) store.set(beneficiaryChoiceAtom, stored);
  const onBack = vi.fn();
  const onContinue = vi.fn();
  const view = renderWithProviders(
    <BeneficiaryStep user={session.user} options={UI_OPTIONS} onBack={onBack} onContinue={onContinue} />,
    { store },
  );
  const choice = () => store.get(beneficiaryChoiceAtom);
  return { ...view, store, onBack, onContinue, choice };
}

/** The step's Continue button. */
export const continueButton = () => screen.getByRole('button', { name: 'Continue' });

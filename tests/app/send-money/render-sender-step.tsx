import { afterEach, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { User } from '@/api/contract.ts';
import { SenderStep } from '@/features/send-money/components/sender-step.tsx';
import { clearAccessToken } from '@/lib/access-cookie.ts';
import { resetSessionAtoms } from '@/lib/session/reset-at-logout.ts';
import { appStore } from '@/lib/store.ts';
import { sandboxFetch } from '../../support/sandbox-fetch.ts';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';
import {
  renderWithProviders,
  signedInStore,
  signInWith,
  type Store,
} from '../../support/render-with-providers.tsx';

/** After every test: fetch and mocks restored, signed out, the app's store and storage emptied. */
export function useSenderStepEnv(): void {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    clearAccessToken();
    resetSessionAtoms(appStore);
    sessionStorage.clear();
    localStorage.clear();
  });
}

/** A sandbox answering in-process, stubbed in as the global fetch. */
export function startSandbox() {
  const { fetch, sandbox } = sandboxFetch({ strict: true });
  vi.stubGlobal('fetch', fetch);
  return { fetch, sandbox };
}

/** Signs in through the sandbox's login call; the token goes into the access cookie. */
export const signIn = signInWith;

/** The latest code the sandbox texted to the number. */
export async function latestCode(fetch: typeof globalThis.fetch, mobile: string): Promise<string> {
  const response = await fetch(`/__sandbox/otp?mobile=${mobile}`);
  return ((await response.json()) as { code: string }).code;
}

/**
 * Renders the Sender Details step for the user with the app's store (so logout resets what it
 * would in the app) and a memory router at /send-money.
 */
export function renderSenderStep(user: User, store: Store = appStore) {
  signedInStore(user, store);
  const onBack = vi.fn();
  const onContinue = vi.fn();
  const view = renderWithProviders(
    <SenderStep user={user} options={UI_OPTIONS} onBack={onBack} onContinue={onContinue} />,
    { store },
  );
  return { ...view, onBack, onContinue };
}

/** Types the sender's details (uk.new's mobile is locked). */
export async function fillIn(events: UserEvent, first: string, last: string, dob: string) {
  await events.type(screen.getByLabelText(/^First name/), first);
  await events.type(screen.getByLabelText(/^Last name/), last);
  await events.type(screen.getByLabelText(/^Date of birth/), dob);
  await events.click(screen.getByRole('radio', { name: 'Male' }));
}

/** uk.new types Tendai Moyo's details and presses Continue: the migration is offered. */
export async function reachMigration() {
  const { fetch, sandbox } = startSandbox();
  const session = await signIn(fetch, 'uk.new@example.com');
  const view = renderSenderStep(session.user);
  await fillIn(view.events, 'Tendai', 'Moyo', '1985-04-12');
  await view.events.click(screen.getByRole('button', { name: 'Continue' }));
  const offer = await screen.findByRole('dialog', { name: 'Account Migration' });
  return { ...view, fetch, sandbox, offer };
}

/** From the offer, Yes: the code modal. */
export async function reachCode() {
  const view = await reachMigration();
  await view.events.click(within(view.offer).getByRole('button', { name: 'Yes' }));
  const codeDialog = await screen.findByRole('dialog', { name: 'Confirm your account' });
  return { ...view, codeDialog };
}

import { vi } from 'vitest';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AuthResult, Envelope, User } from '@/api/contract.ts';
import { system } from '@/app/theme.ts';
import { hasTokenAtom, sessionUserAtom } from '@/features/auth';
import { SenderStep } from '@/features/send-money/components/sender-step.tsx';
import { setAccessToken } from '@/lib/access-cookie.ts';
import { appStore } from '@/lib/store.ts';
import { sandboxFetch } from '../../support/sandbox-fetch.ts';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';

/** A sandbox answering in-process, stubbed in as the global fetch. */
export function startSandbox() {
  const { fetch, sandbox } = sandboxFetch();
  vi.stubGlobal('fetch', fetch);
  return { fetch, sandbox };
}

/** Signs in through the sandbox's login call; the token goes into the access cookie. */
export async function signIn(fetch: typeof globalThis.fetch, email: string): Promise<AuthResult> {
  const response = await fetch('/api/remitter/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'email', email, password: 'Sandbox1' }),
  });
  const answer = (await response.json()) as Envelope<AuthResult>;
  setAccessToken(answer.result.token);
  return answer.result;
}

/** The latest code the sandbox texted to the number. */
export async function latestCode(fetch: typeof globalThis.fetch, mobile: string): Promise<string> {
  const response = await fetch(`/__sandbox/otp?mobile=${mobile}`);
  return ((await response.json()) as { code: string }).code;
}

/**
 * Renders the Sender Details step for the user with the app's store (so logout resets what it
 * would in the app) and a memory router at /send-money.
 */
export function renderSenderStep(user: User, store: ReturnType<typeof createStore> = appStore) {
  store.set(sessionUserAtom, user);
  store.set(hasTokenAtom, true);
  const location = memoryLocation({ path: '/send-money', record: true });
  const onBack = vi.fn();
  const onContinue = vi.fn();
  const view = render(
    <JotaiProvider store={store}>
      <ChakraProvider value={system}>
        <Router hook={location.hook}>
          <SenderStep user={user} options={UI_OPTIONS} onBack={onBack} onContinue={onContinue} />
        </Router>
      </ChakraProvider>
    </JotaiProvider>,
  );
  const events = userEvent.setup({ delay: null });
  return { ...view, location, onBack, onContinue, events };
}

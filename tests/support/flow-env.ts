import { vi } from 'vitest';
import { browser } from '@/features/payments/api/browser.ts';
import { installPageLocks } from './page-locks.ts';
import { sandboxFetch } from './sandbox-fetch.ts';

/**
 * What a send flow's integration test works against: the strict-contract sandbox answering
 * in-process, every call the app made ('METHOD /path'), the browser's navigation stubbed, and a
 * call the test may hold on its way to the sandbox (holdCall).
 */
export interface FlowEnv {
  fetch: typeof fetch;
  calls: string[];
  assign: ReturnType<typeof vi.fn<(url: string) => void>>;
  hold: { call: string; released: Promise<void>; answerLost: boolean } | undefined;
}

export function createFlowEnv(): FlowEnv {
  return {
    fetch: undefined as unknown as typeof fetch,
    calls: [],
    assign: undefined as unknown as FlowEnv['assign'],
    hold: undefined,
  };
}

/**
 * Before each test: a fresh strict sandbox as the global fetch, recording calls; navigation
 * stubbed. `strict: false` for a test of what the app does with a field the spec does not promise.
 */
export function startFlowEnv(env: FlowEnv, { strict = true }: { strict?: boolean } = {}): void {
  // Strict-contract answers: money moves against only what the spec says the calls return.
  const sandbox = sandboxFetch({ strict }).fetch;
  env.calls = [];
  env.hold = undefined;
  env.fetch = sandbox;
  vi.stubGlobal('fetch', (async (input, init = {}) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const call = `${init.method ?? 'GET'} ${url.pathname}`;
    env.calls.push(call);
    const held = env.hold?.call === call ? env.hold : undefined;
    if (held) {
      env.hold = undefined;
      await held.released;
      // The request lands, but the page that sent it is gone (reloaded): it never hears back.
      if (held.answerLost) return sandbox(input, init).then(() => new Promise<Response>(() => {}));
    }
    return sandbox(input, init);
  }) as typeof fetch);
  installPageLocks();
  env.assign = vi.fn<(url: string) => void>();
  vi.spyOn(browser, 'assign').mockImplementation(env.assign);
}

/**
 * Holds the app's next call `call` ('POST /api/payments/initiate') on its way to the sandbox until
 * the returned function is called: the test, not a timer, decides when it lands. With
 * `answerLost`, the call lands then but its answer never reaches the app (the page was reloaded).
 */
export function holdCall(env: FlowEnv, call: string, { answerLost = false } = {}): () => void {
  let release = () => {};
  env.hold = { call, answerLost, released: new Promise<void>((resolve) => (release = resolve)) };
  return () => release();
}

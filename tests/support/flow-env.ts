import { vi } from 'vitest';
import { browser } from '@/features/payments';
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
  hold: { call: string; released: Promise<void> } | undefined;
}

export function createFlowEnv(): FlowEnv {
  return {
    fetch: undefined as unknown as typeof fetch,
    calls: [],
    assign: undefined as unknown as FlowEnv['assign'],
    hold: undefined,
  };
}

/** Before each test: a fresh strict sandbox as the global fetch, recording calls; navigation stubbed. */
export function startFlowEnv(env: FlowEnv): void {
  // Strict-contract answers: money moves against only what the spec says the calls return.
  const sandbox = sandboxFetch({ strict: true }).fetch;
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
    }
    return sandbox(input, init);
  }) as typeof fetch);
  env.assign = vi.fn<(url: string) => void>();
  vi.spyOn(browser, 'assign').mockImplementation(env.assign);
}

/**
 * Holds the app's next call `call` ('POST /api/payments/initiate') on its way to the sandbox until
 * the returned function is called: the test, not a timer, decides when it lands.
 */
export function holdCall(env: FlowEnv, call: string): () => void {
  let release = () => {};
  env.hold = { call, released: new Promise<void>((resolve) => (release = resolve)) };
  return () => release();
}

import { createSandbox, type Sandbox, type SandboxOptions } from '../../sandbox/app.ts';
import { TEST_PASSWORD_COST } from '../../sandbox/lib/password.ts';

const ORIGIN = 'http://localhost';

/** The path and query of `http://localhost/...` or a relative URL; other hosts are refused. */
function sandboxPath(input: RequestInfo | URL): string {
  const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const url = new URL(raw, ORIGIN);
  if (url.origin !== ORIGIN && !raw.startsWith('/'))
    throw new TypeError(`sandboxFetch: not a sandbox URL: ${raw}`);
  return `${url.pathname}${url.search}`;
}

/** Rejects with the signal's reason once it aborts (so a stalled sandbox call can time out). */
function whenAborted(signal: AbortSignal | null | undefined): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (!signal) return;
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/**
 * An in-memory sandbox and a `fetch` that answers from it in-process (`app.request()`), for
 * integration tests of the app's client against the real stand-in services.
 */
export function sandboxFetch(options: SandboxOptions = {}): { fetch: typeof fetch; sandbox: Sandbox } {
  const sandbox = createSandbox({ dbPath: ':memory:', passwordCost: TEST_PASSWORD_COST, ...options });
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const path = sandboxPath(input);
    const { signal, ...rest } = init;
    const answer = sandbox.app.request(path, rest);
    return Promise.race([Promise.resolve(answer), whenAborted(signal)]);
  };
  return { fetch, sandbox };
}

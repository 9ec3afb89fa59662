import { createSandbox, type Sandbox, type SandboxOptions } from '../../sandbox/app.ts';
import { TEST_PASSWORD_COST } from '../../sandbox/lib/password.ts';

const ORIGIN = 'http://localhost';

/**
 * The URL the sandbox is asked at: a relative URL on `origin`, and `http://localhost/...` or
 * `origin/...` as they are; other hosts are refused.
 */
function sandboxUrl(input: RequestInfo | URL, origin: string): string {
  const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const url = new URL(raw, origin);
  if (url.origin !== ORIGIN && url.origin !== origin && !raw.startsWith('/'))
    throw new TypeError(`sandboxFetch: not a sandbox URL: ${raw}`);
  return url.href;
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
 * integration tests of the app's client against the real stand-in services. It answers on
 * http://localhost unless told `onPageOrigin`: then on the page's own origin (jsdom's,
 * http://localhost:3000), as the sandbox does when it serves the app, so the URLs it hands out
 * (the liveness page the app frames, the payment page) are on the app's origin.
 */
export function sandboxFetch(
  options: SandboxOptions = {},
  { onPageOrigin = false }: { onPageOrigin?: boolean } = {},
): { fetch: typeof fetch; sandbox: Sandbox } {
  const sandbox = createSandbox({ dbPath: ':memory:', passwordCost: TEST_PASSWORD_COST, ...options });
  const origin = onPageOrigin ? window.location.origin : ORIGIN;
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const url = sandboxUrl(input, origin);
    const { signal, ...rest } = init;
    const answer = sandbox.app.request(url, rest);
    return Promise.race([Promise.resolve(answer), whenAborted(signal)]);
  };
  return { fetch, sandbox };
}

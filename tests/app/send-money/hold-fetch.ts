import { vi } from 'vitest';

/**
 * Holds the app's next call `call` ('GET /api/remitter/beneficiaries') on its way to whatever
 * answers `fetch` now, until the returned function is called: the test, not a delay, decides how
 * long the app waits for its answer (a delay a loaded machine can outlast before the test looks).
 * The setup's afterEach restores `fetch`.
 */
export function holdFetch(call: string): () => void {
  const answer = globalThis.fetch;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let holding = true;
  // A spy, as the fetch it replaces may be: the calls stay countable.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://localhost',
      );
      if (holding && `${init.method ?? 'GET'} ${url.pathname}` === call) {
        holding = false;
        await released;
      }
      return answer(input, init);
    }),
  );
  return () => release();
}

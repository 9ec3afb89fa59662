import { vi } from 'vitest';

export interface FakeAnswer {
  status?: number;
  body: unknown;
}

export type FakeHandler = (body: unknown, url: URL) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeCall {
  key: string;
  body: unknown;
}

/**
 * A fetch that answers the portal API from handlers keyed 'METHOD /path' (paths as the app calls
 * them, under /api), recording every call. Unknown calls get a 404 with a message.
 */
export function fakeApi(routes: Record<string, FakeHandler>) {
  const calls: FakeCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ key, body });
    const handler = routes[key];
    const answer = handler
      ? await handler(body, url)
      : { status: 404, body: { status: 'FAIL', result: { message: `No route ${key}` } } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, fetch, callsTo: (key: string) => calls.filter((call) => call.key === key) };
}

/** A promise and its resolver, to answer a call when the test says so. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** The portal's success envelope. */
export const ok = (result: unknown): FakeAnswer => ({ body: { status: 'SUCCESS', result } });
/** The portal's failure envelope with a message. */
export const fail = (message: string, status = 422): FakeAnswer => ({
  status,
  body: { status: 'FAIL', result: { message } },
});

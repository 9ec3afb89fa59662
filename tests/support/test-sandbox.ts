import { vi } from 'vitest';
import type { Fault } from '../../sandbox/lib/faults.ts';
import type { Sandbox, SandboxOptions } from '../../sandbox/app.ts';
import { sandboxFetch } from './sandbox-fetch.ts';

/** One call the app made, as the sandbox received it. */
export interface Call {
  /** 'METHOD /path', e.g. 'GET /api/remitter/transactions'. */
  call: string;
  url: URL;
  /** The JSON body it sent, parsed; undefined when it sent none (or not JSON). */
  body: unknown;
  /** The HTTP status the sandbox answered with, once it has (the app may not have read it yet). */
  status?: number;
  /** True once the app has read the answer's body (what follows in the app is its own work). */
  read?: boolean;
  /** True once the call is over for the app: its answer read, or the call failed or was aborted. */
  settled?: boolean;
  /** True while a test holds it, and for good when its answer is lost. */
  held?: boolean;
}

/** A call held on its way to the sandbox (`TestSandbox.hold`). */
export interface Hold {
  /** Settles once the app has made the call (it is held from then on). */
  reached: Promise<void>;
  /** The call goes on to the sandbox, and its answer back to the app. */
  release: () => void;
  /** The connection drops before the call reaches the sandbox: the app's fetch fails. */
  drop: () => void;
}

export interface SandboxSetup extends Omit<SandboxOptions, 'db' | 'dbPath' | 'passwordCost'> {
  /** Answers carry only the spec's fields (sandbox/strict/); true unless a test says otherwise. */
  strict?: boolean;
  /** Faults in place before the app's first call (sandbox/lib/faults.ts). */
  faults?: Fault[];
  /**
   * It answers on the page's own origin (jsdom's), as when it serves the app, rather than on
   * http://localhost: the liveness page it hands out is then one the app frames.
   */
  onPageOrigin?: boolean;
}

/**
 * The in-process sandbox as a test sees it: the sandbox itself (its data and fault table), the
 * `fetch` the app calls through (made the global one), every call the app made, and the calls a
 * test holds on their way. The setup's afterEach restores the global `fetch`.
 */
export interface TestSandbox {
  sandbox: Sandbox;
  fetch: typeof fetch;
  calls: Call[];
  /** The calls made to 'METHOD /path'. */
  callsTo: (call: string) => Call[];
  /**
   * Holds the app's next call `call` until the test releases it (or drops it). With
   * `answerLost`, the released call lands but its answer never reaches the app (a reload).
   */
  hold: (call: string, options?: { answerLost?: boolean }) => Hold;
  /** While true, the network is gone: every call fails before it reaches the sandbox. */
  offline: boolean;
  /** The calls the app is still waiting for (answers not yet read), but those a test holds. */
  unsettled: () => Call[];
  /** Adds a fault (sandbox/lib/faults.ts): matching calls fail, stall or answer as it says. */
  fault: (fault: Fault) => void;
  /** A sandbox control call (`/__sandbox${path}`), its JSON answer; never recorded or held. */
  admin: <T = unknown>(path: string, init?: { method?: string; body?: unknown }) => Promise<T>;
}

const FAILED_TO_FETCH = () => new TypeError('Failed to fetch');

function requestUrl(input: RequestInfo | URL): URL {
  return new URL(
    typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    'http://localhost',
  );
}

function jsonOf(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/** A fresh in-memory sandbox (strict unless told) answering the global `fetch` in-process. */
export function startSandbox({
  strict = true,
  faults = [],
  onPageOrigin = false,
  ...options
}: SandboxSetup = {}): TestSandbox {
  const made = sandboxFetch({ ...options, strict }, { onPageOrigin });
  for (const fault of faults) made.sandbox.faults.add(fault);
  const holds: { call: string; answerLost: boolean; reach: () => void; outcome: Promise<boolean> }[] = [];
  const calls: Call[] = [];

  /** The sandbox's answer, whose reading the call's record notes. */
  function answered(record: Call, response: Response): Response {
    record.status = response.status;
    const reading =
      <T>(read: () => Promise<T>) =>
      async () => {
        try {
          return await read();
        } finally {
          record.read = true;
          record.settled = true;
        }
      };
    const { text, json } = { text: response.text.bind(response), json: response.json.bind(response) };
    return Object.assign(response, { text: reading(text), json: reading(json) });
  }

  /** The call on its way: held if a test holds it, cut if the network is gone. */
  async function send(record: Call, input: RequestInfo | URL, init: RequestInit): Promise<Response> {
    if (test.offline) throw FAILED_TO_FETCH();
    const index = holds.findIndex((hold) => hold.call === record.call);
    const held = index >= 0 ? holds.splice(index, 1)[0] : undefined;
    if (held) {
      record.held = true;
      held.reach();
      const goOn = await held.outcome;
      if (!goOn || test.offline) throw FAILED_TO_FETCH();
      if (held.answerLost) {
        answered(record, await made.fetch(input, init));
        return new Promise<Response>(() => {});
      }
      record.held = false;
    }
    return answered(record, await made.fetch(input, init));
  }

  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const url = requestUrl(input);
    const record: Call = { call: `${init.method ?? 'GET'} ${url.pathname}`, url, body: jsonOf(init.body) };
    calls.push(record);
    try {
      return await send(record, input, init);
    } catch (error) {
      record.held = false;
      record.settled = true;
      throw error;
    }
  };

  const test: TestSandbox = {
    sandbox: made.sandbox,
    fetch,
    calls,
    callsTo: (call) => calls.filter((made) => made.call === call),
    hold(call, { answerLost = false } = {}) {
      let reach = () => {};
      let settle: (goOn: boolean) => void = () => {};
      const reached = new Promise<void>((resolve) => (reach = resolve));
      const outcome = new Promise<boolean>((resolve) => (settle = resolve));
      holds.push({ call, answerLost, reach, outcome });
      return { reached, release: () => settle(true), drop: () => settle(false) };
    },
    offline: false,
    unsettled: () => calls.filter((made) => !made.settled && !made.held),
    fault: (fault) => made.sandbox.faults.add(fault),
    async admin<T>(path: string, { method = 'GET', body }: { method?: string; body?: unknown } = {}) {
      const response = await made.fetch(`/__sandbox${path}`, {
        method,
        ...(body === undefined
          ? {}
          : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`/__sandbox${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
  };
  vi.stubGlobal('fetch', fetch);
  return test;
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error.ts';
import { api, createClient, type UploadTransport } from '@/lib/http.ts';
import {
  fetchUpload,
  percentOf,
  xhrUpload,
  type UploadProgress,
  type UploadRequest,
} from '@/lib/http-upload.ts';

/** A scripted XMLHttpRequest: the test drives its progress, answer, failure. */
class ScriptedXhr {
  static last: ScriptedXhr | undefined;
  status = 0;
  responseText = '';
  opened: [string, string] | undefined;
  headers: Record<string, string> = {};
  sent: unknown;
  aborted = false;
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    ScriptedXhr.last = this;
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number, computable = true) {
    this.upload.onprogress?.(new ProgressEvent('progress', { loaded, total, lengthComputable: computable }));
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

function request(overrides: Partial<UploadRequest> = {}): UploadRequest {
  return {
    method: 'POST',
    url: '/api/remitter/profile/upgrade',
    headers: { Authorization: 'Bearer t' },
    body: new FormData(),
    signal: new AbortController().signal,
    ...overrides,
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  ScriptedXhr.last = undefined;
});

describe('percentOf', () => {
  it.each([
    [0, 100, 0],
    [1, 3, 33],
    [999, 1000, 99],
    [1000, 1000, 100],
    [1200, 1000, 100],
    [50, 0, 0],
    [-5, 100, 0],
  ])('%d of %d is %d%%', (loaded, total, percent) => expect(percentOf(loaded, total)).toBe(percent));
});

describe('xhrUpload', () => {
  it('sends the body with the headers, reports progress in per cent and resolves with the answer', async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    const seen: UploadProgress[] = [];
    const body = new FormData();
    const sending = xhrUpload(request({ body, onProgress: (p) => seen.push(p) }));
    const xhr = ScriptedXhr.last!;
    expect(xhr.opened).toEqual(['POST', '/api/remitter/profile/upgrade']);
    expect(xhr.headers).toEqual({ Authorization: 'Bearer t' });
    expect(xhr.sent).toBe(body);
    xhr.progress(250, 1000);
    xhr.progress(1000, 1000);
    xhr.progress(10, 0, false);
    xhr.answer(422, '{"status":"FAIL"}');
    await expect(sending).resolves.toEqual({ status: 422, text: '{"status":"FAIL"}' });
    expect(seen.map((p) => p.percent)).toEqual([25, 100, 0]);
    expect(seen[0]).toEqual({ loaded: 250, total: 1000, percent: 25 });
  });

  it('rejects with a TypeError when no answer comes', async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    const sending = xhrUpload(request());
    ScriptedXhr.last!.onerror?.();
    await expect(sending).rejects.toBeInstanceOf(TypeError);
  });

  it('cancels the request when the signal aborts, rejecting with its reason', async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    const controller = new AbortController();
    const sending = xhrUpload(request({ signal: controller.signal }));
    const reason = new DOMException('Cancelled by the user', 'AbortError');
    controller.abort(reason);
    await expect(sending).rejects.toBe(reason);
    expect(ScriptedXhr.last!.aborted).toBe(true);
  });

  it('never opens a request whose signal already aborted', async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    const controller = new AbortController();
    controller.abort(new DOMException('no', 'AbortError'));
    await expect(xhrUpload(request({ signal: controller.signal }))).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(ScriptedXhr.last).toBeUndefined();
  });
});

describe('fetchUpload', () => {
  it('reports 0% then 100% around a fetch', async () => {
    const fetch = vi.fn(async () => new Response('{"ok":1}', { status: 200 }));
    const seen: number[] = [];
    const answer = await fetchUpload(fetch)(request({ onProgress: (p) => seen.push(p.percent) }));
    expect(answer).toEqual({ status: 200, text: '{"ok":1}' });
    expect(seen).toEqual([0, 100]);
    expect(fetch).toHaveBeenCalledWith(
      '/api/remitter/profile/upgrade',
      expect.objectContaining({ method: 'POST' }),
    );
  });
});

describe('the client sends every multipart call through its upload transport', () => {
  function client(upload: UploadTransport, timeoutMs = 1000) {
    const fetch = vi.fn(async () => new Response('{"status":"SUCCESS","result":{}}'));
    return {
      fetch,
      client: createClient({
        fetch,
        upload,
        baseUrls: { portal: '/api', identity: '/identity', payout: '/payout' },
        apiKey: 'k',
        timeoutMs,
        getToken: () => 'tok',
        onUnauthorized: () => {},
      }),
    };
  }

  it('multipart goes to the transport with the token and the progress callback; JSON to fetch', async () => {
    const requests: UploadRequest[] = [];
    const upload: UploadTransport = async (req) => {
      requests.push(req);
      req.onProgress?.({ loaded: 5, total: 10, percent: 50 });
      return { status: 200, text: '{"status":"SUCCESS","result":{"message":"Done"}}' };
    };
    const { client: c, fetch } = client(upload);
    const seen: number[] = [];
    const answer = await c.call('portal', 'POST /remitter/profile/upgrade', {
      body: { upgrade_type: 'limited', id1: new File(['x'], 'id.png', { type: 'image/png' }) },
      form: true,
      onUploadProgress: (p) => seen.push(p.percent),
    });
    expect(answer.result.message).toBe('Done');
    expect(seen).toEqual([50]);
    expect(requests[0]?.url).toBe('/api/remitter/profile/upgrade');
    expect(requests[0]?.headers.Authorization).toBe('Bearer tok');
    expect([...requests[0]!.body.keys()]).toEqual(['upgrade_type', 'id1']);
    expect(fetch).not.toHaveBeenCalled();
    await c.call('portal', 'POST /otp', { body: { mobile: '+447700900001' } });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(1);
  });

  it('turns answers into the same errors as fetch does: field errors, no answer', async () => {
    const answers: (() => Promise<{ status: number; text: string }>)[] = [
      async () => ({
        status: 422,
        text: JSON.stringify({ status: 'FAIL', result: { errors: [{ field: 'id1', error: 'Bad file' }] } }),
      }),
      async () => {
        throw new TypeError('offline');
      },
    ];
    const { client: c } = client(() => answers.shift()!());
    const refused = await c
      .call('portal', 'POST /remitter/profile/update', { body: new FormData() })
      .catch((e) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ kind: 'http', httpStatus: 422, fieldErrors: { id1: 'Bad file' } });
    const lost = await c
      .call('portal', 'POST /remitter/profile/update', { body: new FormData() })
      .catch((e) => e);
    expect(lost).toMatchObject({ kind: 'network', message: 'An Error occured. Please try again.' });
  });

  it('cancelling rejects with the abort, not an ApiError', async () => {
    const upload: UploadTransport = (req) =>
      new Promise((_resolve, reject) =>
        req.signal.addEventListener('abort', () => reject(req.signal.reason)),
      );
    const { client: c } = client(upload);
    const controller = new AbortController();
    const sending = c.call('portal', 'POST /remitter/profile/upgrade', {
      body: new FormData(),
      signal: controller.signal,
    });
    controller.abort(new DOMException('Cancelled', 'AbortError'));
    const error = await sending.catch((e) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('times out only after the timeout passes without progress', async () => {
    vi.useFakeTimers();
    let progress: ((p: UploadProgress) => void) | undefined;
    let finish: (() => void) | undefined;
    const upload: UploadTransport = (req) =>
      new Promise((resolve, reject) => {
        progress = req.onProgress;
        finish = () => resolve({ status: 200, text: '{"status":"SUCCESS","result":{"message":"ok"}}' });
        req.signal.addEventListener('abort', () => reject(req.signal.reason));
      });
    const { client: c } = client(upload, 1000);
    const slow = c.call('portal', 'POST /remitter/profile/upgrade', { body: new FormData() });
    for (const percent of [20, 40, 60, 80]) {
      await vi.advanceTimersByTimeAsync(900);
      progress?.({ loaded: percent, total: 100, percent });
    }
    finish?.();
    await expect(slow).resolves.toMatchObject({ status: 'SUCCESS' });

    const stalled = c
      .call('portal', 'POST /remitter/profile/upgrade', { body: new FormData() })
      .catch((e) => e);
    await vi.advanceTimersByTimeAsync(900);
    progress?.({ loaded: 10, total: 100, percent: 10 });
    await vi.advanceTimersByTimeAsync(1001);
    expect(await stalled).toMatchObject({ kind: 'timeout' });
  });
});

describe("the app's client", () => {
  it('uploads with XMLHttpRequest (here the test set-up one, over the stubbed fetch) and reports progress', async () => {
    const fetch = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response('{"status":"SUCCESS","result":{"message":"Saved"}}'),
    );
    vi.stubGlobal('fetch', fetch);
    const seen: number[] = [];
    const answer = await api.call('portal', 'POST /remitter/profile/update', {
      body: { city: 'Leeds' },
      form: true,
      onUploadProgress: (p) => seen.push(p.percent),
    });
    expect(answer.result.message).toBe('Saved');
    expect(seen).toHaveLength(3);
    expect(seen[0]).toBeGreaterThan(0);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.at(-1)).toBe(100);
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', body: expect.any(FormData) });
  });
});

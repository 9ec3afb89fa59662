/**
 * The upload path of the HTTP client (src/lib/http.ts): every multipart call goes through it. fetch
 * cannot report how much of a request body has been sent, XMLHttpRequest can, so uploads use it
 * and report their progress; they are cancelled with the call's AbortSignal like any call. The
 * client loads this module with the first upload, so it stays out of the login screen's scripts.
 */

/** How far an upload has got: bytes sent of the total, and the whole per cent (0 to 100). */
export interface UploadProgress {
  loaded: number;
  total: number;
  percent: number;
}

export interface UploadRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
  signal: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
}

/** What came back: the HTTP status and the body's text. */
export interface RawAnswer {
  status: number;
  text: string;
}

/**
 * Sends one multipart request. Resolves with any HTTP answer; rejects with the signal's reason
 * when it aborts, and with a TypeError when no answer came (the network failed).
 */
export type UploadTransport = (request: UploadRequest) => Promise<RawAnswer>;

/** The whole per cent of `loaded` in `total` (0 when the total is unknown), never above 100. */
export function percentOf(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
}

/** The upload transport of browsers: XMLHttpRequest, with the upload's progress events. */
export const xhrUpload: UploadTransport = (request) =>
  new Promise<RawAnswer>((resolve, reject) => {
    const { signal } = request;
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => signal.removeEventListener('abort', onAbort);
    xhr.open(request.method, request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : 0;
      request.onProgress?.({ loaded: event.loaded, total, percent: percentOf(event.loaded, total) });
    };
    xhr.onload = () => {
      settle();
      resolve({ status: xhr.status, text: typeof xhr.responseText === 'string' ? xhr.responseText : '' });
    };
    xhr.onerror = () => {
      settle();
      reject(new TypeError('The upload failed: no answer from the server.'));
    };
    xhr.onabort = () => {
      settle();
      reject(signal.aborted ? signal.reason : new DOMException('The upload was cancelled.', 'AbortError'));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    xhr.send(request.body);
  });

/**
 * An upload transport over fetch, for places without XMLHttpRequest (scripts, workers): it
 * reports 0% when it starts and 100% when the answer arrives.
 */
export function fetchUpload(fetchFn: typeof fetch): UploadTransport {
  return async ({ method, url, headers, body, signal, onProgress }) => {
    onProgress?.({ loaded: 0, total: 0, percent: 0 });
    const response = await fetchFn(url, { method, headers, body, signal });
    const text = await response.text();
    onProgress?.({ loaded: 1, total: 1, percent: 100 });
    return { status: response.status, text };
  };
}

/**
 * Sends one multipart request with the transport given, else over the `fetch` given (a client
 * built with its own fetch: tests, scripts), else with XMLHttpRequest where there is one.
 */
export function sendUpload(
  request: Omit<UploadRequest, 'onProgress'>,
  onProgress: ((progress: UploadProgress) => void) | undefined,
  /** Called on each progress: the client's time limit starts again. */
  alive: () => void,
  client: { upload?: UploadTransport; fetch?: typeof fetch },
): Promise<RawAnswer> {
  const withProgress: UploadRequest = {
    ...request,
    onProgress: (progress) => {
      alive();
      onProgress?.(progress);
    },
  };
  if (client.upload) return client.upload(withProgress);
  if (client.fetch) return fetchUpload(client.fetch)(withProgress);
  if (typeof XMLHttpRequest === 'function') return xhrUpload(withProgress);
  return fetchUpload((input, init) => globalThis.fetch(input, init))(withProgress);
}

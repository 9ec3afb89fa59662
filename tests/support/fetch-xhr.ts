/**
 * jsdom's XMLHttpRequest would go to a real network. Under test, uploads (which the app's client
 * sends with XMLHttpRequest for their progress) go through whatever `fetch` the test stubbed (the
 * in-process sandbox), and report their progress at a quarter, a half and all of the body.
 */

type Handler = ((event: ProgressEvent) => void) | null;

/** The size of a multipart body as it would be sent (close enough for progress). */
function sizeOf(body: unknown): number {
  if (!(body instanceof FormData)) return typeof body === 'string' ? body.length : 0;
  let size = 0;
  for (const [name, value] of body.entries())
    size += name.length + (typeof value === 'string' ? value.length : value.size) + 64;
  return size;
}

function progress(type: string, loaded: number, total: number): ProgressEvent {
  return new ProgressEvent(type, { lengthComputable: total > 0, loaded, total });
}

export class FetchBackedXhr {
  status = 0;
  responseText = '';
  readyState = 0;
  readonly upload: { onprogress: Handler } = { onprogress: null };
  onload: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;
  private method = 'GET';
  private url = '';
  private readonly headers: Record<string, string> = {};
  private readonly controller = new AbortController();
  private done = false;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
    this.readyState = 1;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  abort(): void {
    if (this.done) return;
    this.done = true;
    this.controller.abort(new DOMException('aborted', 'AbortError'));
    this.onabort?.(progress('abort', 0, 0));
  }

  send(body?: Document | XMLHttpRequestBodyInit | null): void {
    const total = sizeOf(body);
    void (async () => {
      try {
        for (const share of [0.25, 0.5, 1]) {
          await Promise.resolve();
          if (this.done) return;
          this.upload.onprogress?.(progress('progress', Math.round(total * share), total));
        }
        const response = await globalThis.fetch(this.url, {
          method: this.method,
          headers: this.headers,
          body: body as BodyInit,
          signal: this.controller.signal,
        });
        const text = await response.text();
        if (this.done) return;
        this.done = true;
        this.status = response.status;
        this.responseText = text;
        this.readyState = 4;
        this.onload?.(progress('load', total, total));
      } catch {
        if (this.done) return;
        this.done = true;
        this.onerror?.(progress('error', 0, 0));
      }
    })();
  }
}

/** Puts the fetch-backed XMLHttpRequest in place of jsdom's. */
export function installFetchBackedXhr(): void {
  (globalThis as { XMLHttpRequest: unknown }).XMLHttpRequest = FetchBackedXhr;
}

import { API_KEY_HEADER, PUBLIC_PORTAL_CALLS, type Service } from '@/api/contract.ts';
import { env } from '@/config/env.ts';
import { payoutAuthorization, type PayoutAuth } from '@/config/payout-auth.ts';
import { ApiError } from './api-error.ts';
import { readAccessToken } from './access-cookie.ts';
import {
  encodeBody,
  fillPath,
  parseJson,
  queryString,
  splitCallKey,
  type QueryValue,
} from './http-request.ts';
import type { HttpClient } from './http-types.ts';
import type { UploadProgress, UploadTransport } from './http-upload.ts';

export type { CallOptions, CallResponse, HttpClient } from './http-types.ts';
export type { UploadProgress, UploadTransport } from './http-upload.ts';

/** What a client needs: where each service lives, the UI key, the timeout, the token and the 401 hook. */
export interface ClientOptions {
  fetch?: typeof fetch;
  /**
   * How multipart bodies are sent (all of them: uploads report their progress). By default
   * XMLHttpRequest where there is one, over `fetch` when a fetch is given (http-upload.ts).
   */
  upload?: UploadTransport;
  baseUrls: Record<Service, string>;
  apiKey: string;
  timeoutMs: number;
  getToken: () => string | null | undefined;
  /** Called when a protected call (one that carries the token) is answered 401: the app logs out. */
  onUnauthorized: () => void;
  /** How payout calls authenticate (config/payout-auth.ts); the user's bearer token by default. */
  payoutAuth?: PayoutAuth;
}

interface RawOptions {
  body?: unknown;
  params?: Record<string, string>;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  form?: boolean;
  onUploadProgress?: (progress: UploadProgress) => void;
}

const PUBLIC_CALLS = new Set<string>(PUBLIC_PORTAL_CALLS);
const BEARER: PayoutAuth = { scheme: 'bearer' };
const PARTNER_ERROR_FIELDS = ['errorCode', 'errorDescription', 'errorCategory'];

/**
 * Identity calls carry no token; portal calls carry one unless public; payout calls do when they
 * authenticate with the user's bearer token (with basic auth they carry the deployment's
 * credential, whose 401 says nothing of the user's session).
 */
function sendsToken(service: Service, key: string, payoutAuth: PayoutAuth): boolean {
  if (service === 'payout') return payoutAuth.scheme === 'bearer';
  return service === 'portal' && !PUBLIC_CALLS.has(key);
}

/** A 2xx answer that still reports failure: status FAIL or Error, success false, partner error fields. */
function reportsFailure(service: Service, body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return true;
  const fields = body as Record<string, unknown>;
  if (fields.status === 'FAIL' || fields.status === 'Error' || fields.success === false) return true;
  return (
    service === 'payout' && PARTNER_ERROR_FIELDS.some((name) => fields[name] != null && fields[name] !== '')
  );
}

/** Rejects once the signal aborts. */
function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/** The app's one HTTP client, typed on the contract. */
export function createClient(options: ClientOptions): HttpClient {
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function call(service: Service, key: string, raw: RawOptions = {}): Promise<unknown> {
    const [method, template] = splitCallKey(key);
    const url = options.baseUrls[service] + fillPath(template, raw.params) + queryString(raw.query);
    const headers: Record<string, string> = { Accept: 'application/json' };
    const payoutAuth = options.payoutAuth ?? BEARER;
    const isProtected = sendsToken(service, key, payoutAuth);
    const token = isProtected ? options.getToken() : undefined;
    const authorization =
      service === 'payout' ? payoutAuthorization(payoutAuth, token) : token ? `Bearer ${token}` : undefined;
    if (authorization) headers.Authorization = authorization;
    if (service === 'portal' && key === 'GET /remitter/ui') headers[API_KEY_HEADER] = options.apiKey;
    const { body, contentType } = encodeBody(raw.body, raw.form);
    if (contentType) headers['Content-Type'] = contentType;

    // An upload's time limit counts from its last progress: a slow upload that keeps sending goes on.
    const controller = new AbortController();
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startTimer = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort(new DOMException('The call took too long.', 'TimeoutError'));
      }, options.timeoutMs);
    };
    startTimer();
    const forwardAbort = () => controller.abort(raw.signal?.reason);
    if (raw.signal?.aborted) forwardAbort();
    raw.signal?.addEventListener('abort', forwardAbort, { once: true });

    let status: number;
    let text: string;
    try {
      const signal = controller.signal;
      const aborted = whenAborted(signal);
      if (body instanceof FormData) {
        // Every multipart call: the upload path (progress, cancel), loaded with the first upload.
        const request = { method, url, headers, body, signal };
        const sending = import('./http-upload.ts').then((upload) =>
          upload.sendUpload(request, raw.onUploadProgress, startTimer, options),
        );
        ({ status, text } = await Promise.race([sending, aborted]));
      } else {
        const response = await Promise.race([fetchFn(url, { method, headers, body, signal }), aborted]);
        status = response.status;
        text = await Promise.race([response.text(), aborted]);
      }
    } catch (cause) {
      if (timedOut) throw new ApiError('timeout', { cause });
      if (raw.signal?.aborted) throw cause;
      throw new ApiError('network', { cause });
    } finally {
      clearTimeout(timer);
      raw.signal?.removeEventListener('abort', forwardAbort);
    }

    const parsed = parseJson(text);
    if (status < 200 || status > 299) {
      if (status === 401 && isProtected) options.onUnauthorized();
      throw new ApiError('http', { httpStatus: status, body: parsed });
    }
    if (reportsFailure(service, parsed)) throw new ApiError('status', { httpStatus: status, body: parsed });
    return parsed;
  }

  return { call: call as HttpClient['call'] };
}

let unauthorizedHandler: () => void = () => {};

/** Sets what the app does when the server rejects the token (log out). */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

/** The app's client: base URLs, key and timeout from env, token from the `access` cookie. */
export const api: HttpClient = createClient({
  baseUrls: env.baseUrls,
  apiKey: env.uiApiKey,
  timeoutMs: env.requestTimeoutMs,
  getToken: readAccessToken,
  onUnauthorized: () => unauthorizedHandler(),
  payoutAuth: env.payoutAuth,
});

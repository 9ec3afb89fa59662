/**
 * What every service's answers share: the portal API's envelope and its failures, collections that
 * arrive as one item, a list or nothing, multipart bodies, and where each service is mounted.
 */

/** One item, a list of items, or nothing: how the portal API returns collections. */
export type OneOrMany<T> = T | T[] | undefined | null;

/** One failure item of `result.errors`. */
export interface ApiErrorItem {
  error: string;
  field?: string;
}

/** The portal API's envelope. Failures carry `result.errors` or `result.message`. */
export interface Envelope<R> {
  status: 'SUCCESS' | 'FAIL';
  result: R;
}

/**
 * An answer the spec shows only as a status (or not at all: the least a real server could send):
 * the app reads nothing else of it.
 */
export interface StatusAnswer<R = Record<string, unknown>> {
  status: 'SUCCESS' | 'FAIL';
  result?: R;
}

export interface FailureBody {
  status: 'FAIL';
  result: { errors?: ApiErrorItem[]; message?: string };
}

/** A multipart body: string fields and files. */
export type Multipart<F> = { [K in keyof F]?: string | Blob } & Record<string, string | Blob | undefined>;

export interface CallSpec {
  body: unknown;
  response: unknown;
  /** Path parameters, in the order they appear in the path. */
  params?: Record<string, string>;
  query?: Record<string, string>;
}

export interface VersionMeta {
  version: string;
  buildNumber: string;
  buildTime: string;
}

export type Service = 'portal' | 'identity' | 'payout';

/** Where each service is mounted on the sandbox (and by default, the app's origin). */
export const SERVICE_MOUNTS: Record<Service, string> = {
  portal: '/api',
  identity: '/identity',
  payout: '/payout',
};

/** The header that carries the UI-options API key. */
export const API_KEY_HEADER = 'X-API-Key';

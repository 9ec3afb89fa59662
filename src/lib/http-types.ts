/** Types of the HTTP client: each call's options and response, read from the contract. */
import type { Service, ServiceCalls } from '@/api/contract.ts';
import type { QueryValue } from './http-request.ts';
import type { UploadProgress } from './http-upload.ts';

type SpecOf<S extends Service, K extends keyof ServiceCalls[S]> = ServiceCalls[S][K];

/** The typed response of a contract call. */
export type CallResponse<S extends Service, K extends keyof ServiceCalls[S]> =
  SpecOf<S, K> extends { response: infer R } ? R : never;

type BodyOption<Sp> = Sp extends { body: undefined }
  ? { body?: undefined }
  : { body: (Sp extends { body: infer B } ? B : never) | FormData };
type ParamsOption<Sp> = Sp extends { params: infer P } ? { params: P } : { params?: undefined };
type QueryOption<Sp> = Sp extends { query: infer Q } ? { query: Q } : { query?: Record<string, QueryValue> };

/**
 * Options of one call: its body, path parameters and query as the contract types them; a
 * multipart body (`form`, or a FormData) reports how much of it was sent to `onUploadProgress`.
 */
export type CallOptions<Sp> = BodyOption<Sp> &
  ParamsOption<Sp> &
  QueryOption<Sp> & {
    signal?: AbortSignal;
    form?: boolean;
    onUploadProgress?: (progress: UploadProgress) => void;
  };

/** The options argument, optional when nothing in it is required. */
type OptionsArg<Sp> =
  object extends CallOptions<Sp> ? [options?: CallOptions<Sp>] : [options: CallOptions<Sp>];

export interface HttpClient {
  /** Makes one contract call; resolves with its typed response or rejects with an ApiError. */
  call<S extends Service, K extends keyof ServiceCalls[S] & string>(
    service: S,
    key: K,
    ...options: OptionsArg<SpecOf<S, K>>
  ): Promise<CallResponse<S, K>>;
}

/** The catalogue's text when the server answered without a body object. */
export const NO_BODY_MESSAGE = 'An Error occured. Please try again!';
/** The catalogue's text when no response arrived at all. */
export const NO_RESPONSE_MESSAGE = 'An Error occured. Please try again.';

/** How a call failed: no response, too slow, a non-2xx answer, or a 2xx whose status says failure. */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'status';

type Dict = Record<string, unknown>;

const isDict = (value: unknown): value is Dict => typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string';

/** `result` of the portal envelope, when the body has one. */
function resultOf(body: unknown): Dict | undefined {
  return isDict(body) && isDict(body.result) ? body.result : undefined;
}

/** `result.errors` as a list (the API sends one item or a list). */
function errorItems(body: unknown): unknown[] | undefined {
  const errors = resultOf(body)?.errors;
  if (errors === undefined || errors === null) return undefined;
  return Array.isArray(errors) ? errors : [errors];
}

/** The text of one `result.errors` item: a string, `{error, field}` or `{message}`. */
function itemText(item: unknown): string | undefined {
  if (isText(item)) return item;
  if (!isDict(item)) return undefined;
  if (isText(item.error)) return item.error;
  return isText(item.message) ? item.message : undefined;
}

/** Every string value of the body, string lists flattened. */
function propertyTexts(body: Dict): string[] {
  return Object.values(body).flatMap((value) => {
    if (isText(value)) return [value];
    return Array.isArray(value) ? value.filter(isText) : [];
  });
}

/**
 * The catalogue's generic formatting: `result.errors` texts, else `result.message`, else every
 * property of the body; blank entries dropped; fixed texts for no body object and no response.
 */
export function errorMessages(body: unknown, responded: boolean): string[] {
  if (!responded) return [NO_RESPONSE_MESSAGE];
  if (!isDict(body)) return [NO_BODY_MESSAGE];
  const items = errorItems(body);
  const message = resultOf(body)?.message;
  let texts: unknown[];
  if (items) texts = items.map(itemText);
  else if (message !== undefined && message !== null) texts = [message];
  else texts = propertyTexts(body);
  const kept = texts
    .filter(isText)
    .map((text) => text.trim())
    .filter((text) => text !== '');
  return kept.length > 0 ? kept : [NO_BODY_MESSAGE];
}

/** Field name to error text, from `result.errors` items that name a field (first one wins). */
export function fieldErrorsOf(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const item of errorItems(body) ?? []) {
    if (!isDict(item) || !isText(item.field) || item.field === '') continue;
    const text = itemText(item)?.trim();
    if (text && !(item.field in out)) out[item.field] = text;
  }
  return out;
}

/** `result.message`, else the top-level `message`, when the server sent a non-blank one. */
export function serverMessageOf(body: unknown): string | undefined {
  const candidates = [resultOf(body)?.message, isDict(body) ? body.message : undefined];
  return candidates.filter(isText).find((text) => text.trim() !== '');
}

export interface ApiErrorInit {
  httpStatus?: number;
  body?: unknown;
  cause?: unknown;
}

/** Every failed remote call becomes one of these; `message` is `messages` joined with ', '. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly httpStatus?: number;
  readonly messages: string[];
  readonly fieldErrors: Record<string, string>;
  readonly body: unknown;
  readonly serverMessage?: string;

  constructor(kind: ApiErrorKind, init: ApiErrorInit = {}) {
    const responded = kind === 'http' || kind === 'status';
    const messages = errorMessages(init.body, responded);
    super(messages.join(', '), init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = kind;
    this.httpStatus = init.httpStatus;
    this.messages = messages;
    this.body = init.body;
    this.fieldErrors = responded ? fieldErrorsOf(init.body) : {};
    this.serverMessage = responded ? serverMessageOf(init.body) : undefined;
  }
}

/** Per-call fallbacks: `server` when the server gave no message, `network` when nothing came back. */
export interface ErrorFallbacks {
  server?: string;
  network?: string;
}

/**
 * The text to show for a failed call: the server's message or the call's fallback; without
 * fallbacks, the generic formatting.
 */
export function errorText(error: unknown, fallbacks: ErrorFallbacks = {}): string {
  if (!(error instanceof ApiError)) return fallbacks.server ?? NO_BODY_MESSAGE;
  if (error.kind === 'network' || error.kind === 'timeout') return fallbacks.network ?? error.message;
  return error.serverMessage ?? fallbacks.server ?? error.message;
}

const GENERIC = new Set([NO_BODY_MESSAGE, NO_RESPONSE_MESSAGE]);

/**
 * `lead` first (a screen's own failure text, e.g. 'Payment initiation failed. Please try
 * again.'), then the server's messages, each once; the catalogue's generic texts add nothing to it.
 */
export function leadWith(lead: string, messages: readonly string[]): string[] {
  return [...new Set([lead, ...messages.filter((text) => !GENERIC.has(text))])];
}

import { ApiError } from '@/lib/api-error.ts';
import { callErrorMessages } from './call-errors.ts';

/**
 * What a call of the checkout came to (DESIGN.md 'Done, not done, or unclear'), decided here and
 * nowhere else:
 * - done: the server did the work and the app read the spec's success;
 * - failed: the server answered the spec's failure (status FAIL, an HTTP 4xx), so nothing was done;
 * - unclear: the request may have reached the server and the app cannot read the answer as either
 *   (no answer, a cut one, a 5xx, a 2xx with a body the spec does not describe, a field of another
 *   type): the work may have been done, so it is looked up before anything is made again.
 */
export type Answer<T> =
  | { kind: 'done'; value: T }
  | { kind: 'failed'; messages: string[] }
  | { kind: 'unclear'; messages: string[] };

/** A 2xx answer the app cannot read as the spec's success: thrown by a call's reader. */
export class UnreadableAnswer extends Error {
  override readonly name = 'UnreadableAnswer';
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Whether a failed call's error is the spec's failure: an answer that says nothing was done. */
function saysNotDone(error: ApiError): boolean {
  if (error.kind === 'network' || error.kind === 'timeout') return false;
  // A 2xx whose status says FAIL (or a 4xx) with a body: the server refused.
  if (error.kind === 'status') return isObject(error.body);
  const status = error.httpStatus ?? 0;
  return status >= 400 && status < 500;
}

/** The answer of a call that threw: failed only when the server said so, unclear otherwise. */
export function answerOfError(error: unknown, fallback: string): Answer<never> {
  const messages = callErrorMessages(error, fallback);
  return error instanceof ApiError && saysNotDone(error)
    ? { kind: 'failed', messages }
    : { kind: 'unclear', messages };
}

/**
 * Makes a call and reads its answer: `send` makes the request (throws an ApiError when the server
 * answered a failure or none came), `read` reads the success (throws UnreadableAnswer, or anything
 * else, when the body is not what the spec says). Never rejects.
 */
export async function settle<A, T>(
  send: () => Promise<A>,
  read: (answer: A) => T,
  fallback: string,
): Promise<Answer<T>> {
  let answer: A;
  try {
    answer = await send();
  } catch (error) {
    return answerOfError(error, fallback);
  }
  try {
    return { kind: 'done', value: read(answer) };
  } catch {
    return { kind: 'unclear', messages: [fallback] };
  }
}

/** A text field the spec types as a string, sent as a string or a number; undefined otherwise. */
export function readText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text === '' ? undefined : text;
}

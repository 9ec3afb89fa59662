import { ApiError, NO_BODY_MESSAGE, errorText } from '@/lib/api-error.ts';

const answered = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.kind === 'http' || error.kind === 'status');

/**
 * Whether a failed call may still have done its work: no answer at all (network, timeout), a
 * gateway or server error (5xx), or an answer without a body.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (!answered(error)) return true;
  return (error.httpStatus ?? 0) >= 500 || typeof error.body !== 'object' || error.body === null;
}

/** Whether the failure body listed `result.errors`. */
function listsErrors(error: ApiError): boolean {
  const result = (error.body as { result?: { errors?: unknown } } | null)?.result;
  return result?.errors !== undefined && result.errors !== null;
}

/**
 * What a failed call of a payment run shows (spec §8): the server's `result.errors` texts, else
 * its `result.message`, else the call's fallback; the catalogue's text when no answer came.
 */
export function callErrorMessages(error: unknown, fallback?: string): string[] {
  if (answered(error) && listsErrors(error)) {
    const texts = error.messages.filter((text) => text !== NO_BODY_MESSAGE);
    if (texts.length > 0) return texts;
  }
  return [errorText(error, { server: fallback })];
}

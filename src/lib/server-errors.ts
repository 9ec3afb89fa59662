import { ApiError, errorText } from '@/lib/api-error.ts';

export interface SplitErrors<F extends string> {
  /** Messages of the form's own fields, to put on them with `setError`. */
  fields: [field: F, message: string][];
  /** Everything else, for the error banner. */
  others: string[];
}

/**
 * Splits a failed call's messages: `result.errors` items naming one of the form's fields go
 * onto that field; the rest (and any failure without field errors) go to the banner.
 */
export function splitServerErrors<F extends string>(
  error: unknown,
  formFields: readonly F[],
): SplitErrors<F> {
  if (!(error instanceof ApiError)) return { fields: [], others: [errorText(error)] };
  const fields = Object.entries(error.fieldErrors).filter((entry): entry is [F, string] =>
    formFields.includes(entry[0] as F),
  );
  const onFields = new Set(fields.map(([, message]) => message));
  const others = error.messages.filter((message) => !onFields.has(message));
  return { fields, others };
}

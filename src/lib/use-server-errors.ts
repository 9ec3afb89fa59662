import { useEffect, useMemo } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { splitServerErrors } from '@/lib/server-errors.ts';

const NONE: string[] = [];

/**
 * Puts a failed call's field errors (`result.errors` with a field) onto the form's fields while
 * the form is shown (`active`), and returns the other messages for the error banner.
 * `fields` must be a stable (module-level) list.
 */
export function useServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  active = true,
): string[] {
  const split = useMemo(() => (error ? splitServerErrors(error, fields) : undefined), [error, fields]);
  useEffect(() => {
    if (!active || !split) return;
    for (const [field, message] of split.fields) setError(field, { message }, { shouldFocus: true });
  }, [active, split, setError]);
  return split?.others ?? NONE;
}

import { useCallback } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ErrorBanner } from '@/components/error-banner.tsx';

/** The form-wide error (e.g. its checks could not load) as a dismissible banner. */
export function FormRootError<T extends FieldValues>({ form }: { form: UseFormReturn<T> }) {
  const { clearErrors } = form;
  const message = form.formState.errors.root?.message;
  const dismiss = useCallback(() => clearErrors('root'), [clearErrors]);
  return <ErrorBanner messages={message ? [message] : []} onDismiss={dismiss} />;
}

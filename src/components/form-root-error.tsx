import { useCallback } from 'react';
import { useFormState, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ErrorBanner } from '@/components/error-banner.tsx';

/**
 * The form-wide error (e.g. its checks could not load: src/lib/lazy-resolver.ts) as a dismissible
 * banner. It follows the form's errors itself, so the form around it does not render again for them.
 */
export function FormRootError<T extends FieldValues>({ form }: { form: UseFormReturn<T> }) {
  const { clearErrors, control } = form;
  const { errors } = useFormState({ control });
  const message = errors.root?.message;
  const dismiss = useCallback(() => clearErrors('root'), [clearErrors]);
  return <ErrorBanner messages={message ? [message] : []} onDismiss={dismiss} />;
}

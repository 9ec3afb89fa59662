import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { NO_RESPONSE_MESSAGE } from '@/lib/api-error.ts';

/**
 * A form resolver whose code (the schema library) loads on first use, so a screen's
 * first paint carries no validation library. Call `load` early (on focus) to have it ready.
 * If it cannot load, the form gets a root error to show, and the next submit tries again.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    let resolver: Resolver<T>;
    try {
      loading ??= load();
      resolver = await loading;
    } catch (error) {
      loading = undefined;
      console.error('The form checks could not load', error);
      const errors = { root: { type: 'load', message: NO_RESPONSE_MESSAGE } } as FieldErrors<T>;
      return { values: {}, errors };
    }
    return resolver(values, context, options);
  };
}

import type { UiOptions } from '@/api/contract.ts';

/** Every field optional, all the way down. */
export type DeepPartial<T> = T extends (infer I)[]
  ? DeepPartial<I>[]
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/**
 * The UI options as the shell reads them: any part may be missing (not loaded yet, an older
 * cached copy, a server that left a field out), and the shell shows an empty slot instead of
 * failing.
 */
export type ShellOptions = DeepPartial<UiOptions>;

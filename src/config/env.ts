import type { Env } from './parse-env.ts';

export type { Env } from './parse-env.ts';

/** Set at build time: the build's VITE_* variables, parsed and checked (vite.config.ts). */
declare const __APP_ENV__: Env;

/** The app's configuration. */
export const env: Env = __APP_ENV__;

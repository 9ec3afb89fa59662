/// <reference types="vite/client" />

/** Set at build time from package.json, BUILD_NUMBER and the clock (vite.config.ts). */
declare const __APP_VERSION__: string;
declare const __BUILD_NUMBER__: string;
declare const __BUILD_TIME__: string;

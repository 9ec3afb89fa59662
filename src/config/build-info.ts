/** The running build, as written to /meta.json by the same build. */
export const buildInfo = {
  version: __APP_VERSION__,
  buildNumber: __BUILD_NUMBER__,
  buildTime: __BUILD_TIME__,
} as const;

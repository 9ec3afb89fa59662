/** Reloads the page at most once, however many signals ask for it (no reload loop). */
export interface Reloader {
  reloadOnce: () => void;
  readonly reloading: boolean;
}

/** A reloader around `reload` (location.reload in the app, a spy in tests). */
export function createReloader(reload: () => void): Reloader {
  let reloading = false;
  return {
    reloadOnce() {
      if (reloading) return;
      reloading = true;
      reload();
    },
    get reloading() {
      return reloading;
    },
  };
}

import { lazy, type ComponentType } from 'react';

/** Set while a reload for a stale chunk is under way, so it happens once, never in a loop. */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

/** An error from loading a code-split chunk that a new deploy removed. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading chunk [\w-]+ failed/i.test(
    message,
  );
}

/**
 * React.lazy for a page: a stale chunk after a deploy reloads the page once (the new build's
 * chunks then load); a second failure is thrown to the error boundary instead of looping.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    try {
      const loaded = await load();
      sessionStorage.removeItem(CHUNK_RELOAD_KEY);
      return loaded;
    } catch (error) {
      if (isChunkLoadError(error) && !sessionStorage.getItem(CHUNK_RELOAD_KEY)) {
        sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
        location.reload();
        return new Promise<never>(() => {});
      }
      throw error;
    }
  });
}

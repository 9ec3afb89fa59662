import { lazy, type ComponentType } from 'react';
import { PUBLIC_SESSION_KEYS } from './personal-data.ts';

/**
 * sessionStorage: the chunks (URLs, or error messages without one) that already caused a
 * reload in this session, so each causes one reload at most, never a loop. Nothing personal:
 * it survives a logout (src/lib/personal-data.ts).
 */
export const CHUNK_RELOAD_KEY = PUBLIC_SESSION_KEYS.chunkReloads;

/** An error from loading a code-split chunk that a new deploy removed (or the network lost). */
export function isChunkLoadError(error: unknown): boolean {
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading chunk [\w-]+ failed/i.test(
    errorMessage(error),
  );
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Which chunk failed: its URL when the message names it (Chromium, Firefox), else the message. */
export function failedChunk(error: unknown): string {
  const message = errorMessage(error);
  return /https?:\/\/\S+/.exec(message)?.[0] ?? message;
}

function reloadedChunks(): string[] {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? '[]');
    return Array.isArray(saved) ? saved.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Notes a reload for this chunk; false when it had one already or storage is unavailable. */
function claimReload(chunk: string): boolean {
  const done = reloadedChunks();
  if (done.includes(chunk)) return false;
  try {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, JSON.stringify([...done, chunk]));
    return sessionStorage.getItem(CHUNK_RELOAD_KEY) !== null;
  } catch {
    return false; // without a note we cannot tell a loop from a first try: no reload
  }
}

/**
 * React.lazy for a page: a stale chunk after a deploy reloads the page once (the new build's
 * chunks then load); the same chunk failing again is thrown to the error boundary instead of
 * looping. Another page loading in between does not re-arm the reload.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    try {
      return await load();
    } catch (error) {
      if (isChunkLoadError(error) && claimReload(failedChunk(error))) {
        location.reload();
        return new Promise<never>(() => {});
      }
      throw error;
    }
  });
}

import { lazy, type ComponentType } from 'react';
import { PUBLIC_SESSION_KEYS } from './personal-data.ts';

/**
 * sessionStorage: the chunks (URLs, or error messages without one) that already caused a
 * reload in this session, so each causes one reload at most, never a loop. Nothing personal:
 * it survives a logout (src/lib/personal-data.ts).
 */
export const CHUNK_RELOAD_KEY = PUBLIC_SESSION_KEYS.chunkReloads;

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

/** Vite's event for a dynamic import (or one of its preloads) that failed: `payload` is the error. */
export const PRELOAD_ERROR_EVENT = 'vite:preloadError';

/** The errors of chunks whose failure started a reload: their page waits for it, blank of errors. */
const reloadingFor = new WeakSet<object>();

/**
 * Vite's documented way to meet a chunk a new deploy removed (or a lost connection): its
 * `vite:preloadError` event, for every dynamic import of the build. The page reloads once per
 * chunk (the new build's chunks then load); the same chunk failing again goes on to the error
 * boundary instead of looping. Called once, at start.
 */
export function reloadOnStaleChunks(target: Window = window): void {
  target.addEventListener(PRELOAD_ERROR_EVENT, (event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    if (!claimReload(failedChunk(error))) return;
    if (typeof error === 'object' && error !== null) reloadingFor.add(error);
    location.reload();
  });
}

/** Whether this failed load started a reload (reloadOnStaleChunks): its page waits for it. */
export function reloadingForChunk(error: unknown): boolean {
  return typeof error === 'object' && error !== null && reloadingFor.has(error);
}

/**
 * React.lazy for a page: while the page reloads for its stale chunk (reloadOnStaleChunks), the
 * page waits instead of showing the error boundary; any other failure goes to the boundary.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    try {
      return await load();
    } catch (error) {
      if (reloadingForChunk(error)) return new Promise<never>(() => {});
      throw error;
    }
  });
}

import { routes } from '@/config/paths.ts';

/**
 * The service worker's message when a notification is tapped and the app is already open: open
 * this path in the page. The worker's side is sw/routes.ts (same name, same check).
 */
export const OPEN_PATH_MESSAGE = 'OPEN_PATH';

const LIST = routes.transactions.pattern;

/** The path if it is the transactions list or one transfer's page; undefined for anything else. */
export function transferPath(path: unknown): string | undefined {
  if (typeof path !== 'string') return undefined;
  if (path === LIST) return path;
  return /^\/transactions\/[^/?#]+$/.test(path) ? path : undefined;
}

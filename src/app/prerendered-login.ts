import { routes } from '../config/paths.ts'; // relative: vite.config.ts loads this module too

/** The element of index.html the build writes the login screen into (scripts/prerender-login.ts). */
export const LOGIN_SCREEN_ID = 'login-screen';

/** The routes index.html shows the prerendered login screen on (its inline script tests the same). */
export const LOGIN_PATHS: readonly string[] = [routes.login.pattern, routes.loginAlias.pattern];

let shown: string | undefined;

/**
 * Keeps the login screen the page shows from its HTML, if it shows one, before the app renders
 * over it: the boot screen (what shows while the first screen's code loads) repeats it rather
 * than swapping it for 'Loading…' and back.
 */
export function keepPrerenderedLogin(doc: Document = document): void {
  const screen = doc.getElementById(LOGIN_SCREEN_ID);
  shown = screen && !screen.hidden ? screen.outerHTML : undefined;
}

/** The login screen the page showed from its HTML, on a login route; otherwise undefined. */
export function prerenderedLogin(path: string): string | undefined {
  return LOGIN_PATHS.includes(path) ? shown : undefined;
}

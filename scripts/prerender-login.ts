import { createServer, type Plugin } from 'vite';
import { LOGIN_SCREEN_ID } from '../src/app/prerendered-login.ts';
import { routes } from '../src/config/paths.ts';

const PLACEHOLDER = `<template id="${LOGIN_SCREEN_ID}"></template>`;
/** The paths that show the login screen, on which index.html's script puts it in #root. */
const LOGIN_PATHS = [routes.login.pattern, routes.loginAlias.pattern];

/** An empty Web Storage: what a first visit has. */
class EmptyStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  key = (index: number): string | null => [...this.items.keys()][index] ?? null;
  getItem = (key: string): string | null => this.items.get(key) ?? null;
  setItem = (key: string, value: string): void => void this.items.set(key, String(value));
  removeItem = (key: string): void => void this.items.delete(key);
  clear = (): void => this.items.clear();
}

/**
 * Module-level code of the app reads web storage (atoms kept in localStorage): give the renderer
 * an empty one. No `window` or `document`: Emotion then writes each style inline, as on a server.
 */
function withEmptyStorage(): void {
  const scope = globalThis as { localStorage?: Storage; sessionStorage?: Storage };
  scope.localStorage ??= new EmptyStorage();
  scope.sessionStorage ??= new EmptyStorage();
}

/** The app's HTML on `/` for a first visit, rendered by the app itself (src/app/login-screen-html.tsx). */
export async function renderLoginScreen(configFile?: string): Promise<string> {
  withEmptyStorage();
  const server = await createServer({
    configFile,
    mode: 'production',
    appType: 'custom',
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    // Only the server renders here: no browser's dependencies to pre-bundle.
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await server.ssrLoadModule('/src/app/login-screen-html.tsx')) as {
      loginScreenHtml: () => Promise<string>;
    };
    return await module.loginScreenHtml();
  } finally {
    await server.close();
  }
}

/**
 * A Vite plugin (build only) that writes the login screen, as the app first renders it, into
 * index.html's template, so `/` paints the login screen before any script has loaded (a cheap
 * phone on a slow link otherwise looks at 'Loading…' for seconds). index.html's inline script
 * puts it in #root on the login routes; the app then hydrates it (src/main.tsx): the form is the
 * page's own from the first paint, and what the user types before the code arrives stays.
 */
export function prerenderLogin(): Plugin {
  let configFile: string | undefined;
  return {
    name: 'prerender-login',
    apply: 'build',
    configResolved(config) {
      configFile = config.configFile;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(PLACEHOLDER)) throw new Error(`prerender-login: index.html has no ${PLACEHOLDER}`);
        const screen = await renderLoginScreen(configFile);
        const paths = JSON.stringify(LOGIN_PATHS).replaceAll('"', '&quot;');
        return html.replace(
          PLACEHOLDER,
          `<template id="${LOGIN_SCREEN_ID}" data-paths="${paths}">${screen}</template>`,
        );
      },
    },
  };
}

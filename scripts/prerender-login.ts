import { createServer, type Plugin } from 'vite';
import { LOGIN_SCREEN_ID } from '../src/app/prerendered-login.ts';
const PLACEHOLDER = `<template id="${LOGIN_SCREEN_ID}"></template>`;

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
  });
  try {
    const module = (await server.ssrLoadModule('/src/app/login-screen-html.tsx')) as {
      loginScreenHtml: () => Promise<string>;
    };
    // React hoists an image preload for the logo: index.html has its own head. Emotion's global
    // styles are in index.html already (scripts/static-global-css.ts), and the page renders none.
    return (await module.loginScreenHtml())
      .replace(/<link rel="preload"[^>]*>/g, '')
      .replace(/<style data-emotion="css-global [^"]*">[^<]*<\/style>/g, '');
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
        return html.replace(PLACEHOLDER, PLACEHOLDER.replace('></template>', `>${screen}</template>`));
      },
    },
  };
}

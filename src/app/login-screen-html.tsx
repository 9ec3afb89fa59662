import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { appElement } from './app-element.tsx';

/**
 * The whole app as it first renders on `/` for a visitor without a session (no UI options yet, a
 * phone's width), as HTML with its styles, for index.html (scripts/prerender-login.ts). It waits
 * for the login screen's lazy parts, as the page does before its first screen shows, so the page
 * hydrates this very markup (src/main.tsx, `hydrateRoot`) instead of replacing it.
 */
export async function loginScreenHtml(): Promise<string> {
  // Every boundary inline, however large: the page shows it before any script runs.
  const { prelude } = await prerender(<Router ssrPath="/">{appElement()}</Router>, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  return new Response(prelude).text();
}

import { vi } from 'vitest';

/**
 * A new page load, for an `*.isolated.test.tsx` file (its own module graph): the app's modules
 * start afresh (what the earlier page kept in modules is gone; storage, IndexedDB and the sandbox
 * stay, as a reload leaves them), then the harness and the helpers `more` imports are loaded again,
 * so that they drive the new page's modules, not the old page's.
 */
export async function newPageLoad<T extends object>(more: () => Promise<T>) {
  vi.resetModules();
  const [app, helpers] = await Promise.all([import('./render-app.tsx'), more()]);
  return { ...app, ...helpers };
}

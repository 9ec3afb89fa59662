import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';
import { holdsPrerenderedLogin, PRERENDERED_ATTRIBUTE } from '@/app/prerendered-login.ts';
import { loadUiOptions, useUiOptions } from '@/features/ui-options';
import { writeCachedUiOptions } from '@/features/ui-options/api/ui-options-cache.ts';
import { appStore } from '@/lib/store.ts';
import { startSandbox } from '../../support/test-sandbox.ts';

/** A piece of the screen that shows the UI options: the footer's copyright, say. */
function Copyright() {
  const options = useUiOptions();
  return <p>{options ? options.footer.copyright : 'no options yet'}</p>;
}

describe('the login screen the HTML painted, hydrated (scripts/prerender-login.ts, src/main.tsx)', () => {
  it('is hydrated only where index.html put it in #root', () => {
    const root = document.createElement('div');
    expect(holdsPrerenderedLogin(root)).toBe(false);
    root.setAttribute(PRERENDERED_ATTRIBUTE, '');
    expect(holdsPrerenderedLogin(root)).toBe(true);
  });

  it('matches its HTML though the UI options arrived first, then shows them', async () => {
    // The build renders without UI options; on the phone an earlier visit left a copy in local
    // storage, which the page's load of the options reads at once, before the hydration.
    const html = renderToString(
      <JotaiProvider store={createStore()}>
        <Copyright />
      </JotaiProvider>,
    );
    const sandbox = startSandbox();
    const cached = { ...UI_OPTIONS, footer: { ...UI_OPTIONS.footer, copyright: '© An earlier visit' } };
    writeCachedUiOptions(cached, Date.now() - 60_000);
    const load = sandbox.hold('GET /api/remitter/ui');
    const store = appStore;
    void loadUiOptions(store);
    const container = document.createElement('div');
    container.innerHTML = html;
    const paragraph = container.querySelector('p');
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <JotaiProvider store={store}>
          <Copyright />
        </JotaiProvider>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    expect(mismatches).toEqual([]);
    // The very element of the HTML, kept, now with the options.
    expect(container.querySelector('p')).toBe(paragraph);
    expect(paragraph).toHaveTextContent('© An earlier visit');
    // The server's answer replaces the copy.
    load.release();
    await act(() => loadUiOptions(store));
    expect(paragraph).toHaveTextContent(UI_OPTIONS.footer.copyright);
  });
});

import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';
import { holdsPrerenderedLogin, PRERENDERED_ATTRIBUTE } from '@/app/prerendered-login.ts';
import { uiOptionsAtom, useUiOptions } from '@/features/ui-options';

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
    // The build renders without UI options; on the phone the cached copy is in the store already.
    const html = renderToString(
      <JotaiProvider store={createStore()}>
        <Copyright />
      </JotaiProvider>,
    );
    const store = createStore();
    store.set(uiOptionsAtom, UI_OPTIONS);
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
    expect(paragraph).toHaveTextContent(UI_OPTIONS.footer.copyright);
  });
});

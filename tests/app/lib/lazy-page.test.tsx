import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { ErrorBoundary } from '@/components/error-boundary.tsx';
import {
  CHUNK_RELOAD_KEY,
  failedChunk,
  lazyPage,
  PRELOAD_ERROR_EVENT,
  reloadOnStaleChunks,
} from '@/lib/lazy-page.ts';
import { renderPwa, stubReload } from '../../support/render-pwa.tsx';

const staleChunk = (name = 'page-abc') =>
  new TypeError(`Failed to fetch dynamically imported module: http://x/assets/${name}.js`);
const fine = async () => ({ default: () => <h1>Send Money</h1> });

/**
 * A dynamic import that fails as Vite's preload helper reports it in a build: the
 * `vite:preloadError` event with the error as its payload, then the rejection.
 */
const failingChunk = (error: Error) => async () => {
  const event = new Event(PRELOAD_ERROR_EVENT, { cancelable: true });
  Object.assign(event, { payload: error });
  window.dispatchEvent(event);
  throw error;
};

// One listener for the whole file, as main.tsx adds it once.
reloadOnStaleChunks();

function renderLazy(...loads: (() => Promise<{ default: () => React.JSX.Element }>)[]) {
  const pages = loads.map((load) => lazyPage(load));
  return renderPwa(
    <ErrorBoundary>
      <Suspense fallback={<p>Loading page</p>}>
        {pages.map((Page, i) => (
          <Page key={i} />
        ))}
      </Suspense>
    </ErrorBoundary>,
  );
}

let reload: ReturnType<typeof stubReload>;
beforeEach(() => {
  sessionStorage.clear();
  reload = stubReload();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  reload.restore();
  vi.restoreAllMocks();
});

describe('lazyPage', () => {
  it('shows the page when its chunk loads', async () => {
    renderLazy(fine);
    expect(await screen.findByRole('heading', { name: 'Send Money' })).toBeInTheDocument();
    expect(reload.reload).not.toHaveBeenCalled();
  });

  it('reloads the page once when a chunk of an older deploy is gone, and waits (no blank screen)', async () => {
    renderLazy(failingChunk(staleChunk()));
    await vi.waitFor(() => expect(reload.reload).toHaveBeenCalledTimes(1));
    expect(JSON.parse(sessionStorage.getItem(CHUNK_RELOAD_KEY)!)).toEqual(['http://x/assets/page-abc.js']);
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error boundary, not another reload, when the same chunk fails after that reload', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, JSON.stringify(['http://x/assets/page-abc.js']));
    renderLazy(failingChunk(staleChunk()));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(reload.reload).not.toHaveBeenCalled();
  });

  it('does not loop when another page loads fine while the stale one keeps failing', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, JSON.stringify(['http://x/assets/page-abc.js']));
    renderLazy(fine, failingChunk(staleChunk()));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(reload.reload).not.toHaveBeenCalled();
  });

  it('gives another stale chunk its own single reload', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, JSON.stringify(['http://x/assets/page-abc.js']));
    renderLazy(failingChunk(staleChunk('other-def')));
    await vi.waitFor(() => expect(reload.reload).toHaveBeenCalledTimes(1));
  });

  it('a failure Vite does not report (not a chunk: a bug in the page module) goes to the error boundary', async () => {
    renderLazy(() => Promise.reject(new Error('render bug')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(reload.reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });

  it('never reloads when session storage cannot keep the note (a loop could not be told apart)', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    renderLazy(failingChunk(staleChunk()));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(reload.reload).not.toHaveBeenCalled();
  });
});

describe('failedChunk', () => {
  it.each<[string, unknown, string]>([
    ['Chromium names the URL', staleChunk(), 'http://x/assets/page-abc.js'],
    [
      'Firefox names the URL',
      new TypeError('error loading dynamically imported module: https://a.b/c.js'),
      'https://a.b/c.js',
    ],
    [
      'Safari does not',
      new TypeError('Importing a module script failed.'),
      'Importing a module script failed.',
    ],
  ])('%s', (_name, error, expected) => {
    expect(failedChunk(error)).toBe(expected);
  });
});

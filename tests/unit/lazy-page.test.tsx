import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { ErrorBoundary } from '@/components/error-boundary.tsx';
import { CHUNK_RELOAD_KEY, failedChunk, isChunkLoadError, lazyPage } from '@/lib/lazy-page.ts';
import { renderPwa, stubReload } from './pwa/render-pwa.tsx';

const staleChunk = (name = 'page-abc') =>
  new TypeError(`Failed to fetch dynamically imported module: http://x/assets/${name}.js`);
const fine = async () => ({ default: () => <h1>Send Money</h1> });

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
    renderLazy(() => Promise.reject(staleChunk()));
    await vi.waitFor(() => expect(reload.reload).toHaveBeenCalledTimes(1));
    expect(JSON.parse(sessionStorage.getItem(CHUNK_RELOAD_KEY)!)).toEqual(['http://x/assets/page-abc.js']);
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error boundary, not another reload, when the same chunk fails after that reload', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, JSON.stringify(['http://x/assets/page-abc.js']));
    renderLazy(() => Promise.reject(staleChunk()));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(reload.reload).not.toHaveBeenCalled();
  });

  it('does not loop when another page loads fine while the stale one keeps failing', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, JSON.stringify(['http://x/assets/page-abc.js']));
    renderLazy(fine, () => Promise.reject(staleChunk()));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(reload.reload).not.toHaveBeenCalled();
  });

  it('gives another stale chunk its own single reload', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, JSON.stringify(['http://x/assets/page-abc.js']));
    renderLazy(() => Promise.reject(staleChunk('other-def')));
    await vi.waitFor(() => expect(reload.reload).toHaveBeenCalledTimes(1));
  });

  it('sends any other error straight to the error boundary', async () => {
    renderLazy(() => Promise.reject(new Error('render bug')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(reload.reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });

  it('never reloads when session storage cannot keep the note (a loop could not be told apart)', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    renderLazy(() => Promise.reject(staleChunk()));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(reload.reload).not.toHaveBeenCalled();
  });
});

describe('isChunkLoadError', () => {
  it.each<[string, unknown, boolean]>([
    ['Chromium', staleChunk(), true],
    ['Firefox', new TypeError('error loading dynamically imported module: http://x/a.js'), true],
    ['Safari', new TypeError('Importing a module script failed.'), true],
    ['a chunk loader', new Error('Loading chunk 42 failed.'), true],
    ['a plain string', 'Failed to fetch dynamically imported module', true],
    ['a network error of a call', new TypeError('Failed to fetch'), false],
    ['a render bug', new Error('Cannot read properties of undefined'), false],
  ])('%s -> %s', (_name, error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
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

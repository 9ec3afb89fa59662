import { describe, expect, it, vi } from 'vitest';
import { withImportsPrefetched, type ChunkDownload } from '../../../sw/chunk-prefetch.ts';

const BASE = 'https://app.example/';
const IMPORTS = {
  'assets/send-page.js': ['assets/form.js', 'assets/shell.js', 'assets/steps.js'],
};
/** shell.js is in the worker's precache. */
const isPrecached = (url: string) => url === `${BASE}assets/shell.js`;

interface Download {
  url: string;
  answer: (body: string) => void;
  fail: () => void;
  finish: () => void;
}

/** A download per call that the test answers and finishes (the chunk cached) when it likes. */
function fakeDownloads() {
  const downloads: Download[] = [];
  const download: ChunkDownload = (request) => {
    let answer!: (body: string) => void;
    let fail!: () => void;
    let finish!: () => void;
    const response = new Promise<Response>((resolve, reject) => {
      answer = (body) => resolve(new Response(body));
      fail = () => reject(new TypeError('Failed to fetch'));
    });
    const done = new Promise<void>((resolve) => (finish = resolve));
    downloads.push({ url: request.url, answer, fail, finish });
    return [response, done];
  };
  return { downloads, download };
}

function fakeEvent() {
  const waitedFor: Promise<unknown>[] = [];
  return {
    waitedFor,
    event: {
      waitUntil: (promise: Promise<unknown>) => waitedFor.push(promise),
    } as unknown as ExtendableEvent,
  };
}

const request = (path: string) => new Request(`${BASE}${path}`);

describe('the service worker, asked for a lazy chunk', () => {
  it('starts downloading the chunk, then every chunk it imports that is not precached', () => {
    const { downloads, download } = fakeDownloads();
    const { event, waitedFor } = fakeEvent();
    const handle = withImportsPrefetched(download, { imports: IMPORTS, isPrecached, base: BASE });

    void handle(request('assets/send-page.js'), event);

    expect(downloads.map((d) => d.url)).toEqual([
      `${BASE}assets/send-page.js`,
      `${BASE}assets/form.js`,
      `${BASE}assets/steps.js`,
    ]);
    expect(waitedFor).toHaveLength(1);
  });

  it('prefetches nothing for a chunk that imports nothing of its own', () => {
    const { downloads, download } = fakeDownloads();
    const { event, waitedFor } = fakeEvent();
    const handle = withImportsPrefetched(download, { imports: IMPORTS, isPrecached, base: BASE });

    void handle(request('assets/form.js'), event);

    expect(downloads.map((d) => d.url)).toEqual([`${BASE}assets/form.js`]);
    expect(waitedFor).toEqual([]);
  });

  it("answers the browser's own request for an import from the download already on its way", async () => {
    const { downloads, download } = fakeDownloads();
    const handle = withImportsPrefetched(download, { imports: IMPORTS, isPrecached, base: BASE });
    void handle(request('assets/send-page.js'), fakeEvent().event);

    const form = handle(request('assets/form.js'), fakeEvent().event);
    const again = handle(request('assets/form.js'), fakeEvent().event);
    downloads.find((d) => d.url.endsWith('form.js'))?.answer('export const form = 1;');

    expect(await (await form).text()).toBe('export const form = 1;');
    expect(await (await again).text()).toBe('export const form = 1;');
    expect(downloads.filter((d) => d.url.endsWith('form.js'))).toHaveLength(1);
  });

  it('downloads a chunk again (from the cache, by the strategy) once the last download is done', async () => {
    const { downloads, download } = fakeDownloads();
    const handle = withImportsPrefetched(download, { imports: IMPORTS, isPrecached, base: BASE });
    const first = handle(request('assets/steps.js'), fakeEvent().event);
    downloads[0]?.answer('steps');
    await first;
    downloads[0]?.finish();
    await vi.waitFor(() => {
      void handle(request('assets/steps.js'), fakeEvent().event);
      expect(downloads.length).toBeGreaterThan(1);
    });
    expect(downloads.map((d) => d.url)).toEqual([`${BASE}assets/steps.js`, `${BASE}assets/steps.js`]);
  });

  it("answers the chunk asked for when a prefetch fails, and lets the browser's request try again", async () => {
    const { downloads, download } = fakeDownloads();
    const { event, waitedFor } = fakeEvent();
    const handle = withImportsPrefetched(download, { imports: IMPORTS, isPrecached, base: BASE });
    const page = handle(request('assets/send-page.js'), event);

    const form = downloads.find((d) => d.url.endsWith('form.js'));
    form?.fail();
    form?.finish();
    downloads.find((d) => d.url.endsWith('steps.js'))?.answer('steps');
    downloads[0]?.answer('page');

    expect(await (await page).text()).toBe('page');
    await expect(Promise.all(waitedFor)).resolves.toBeDefined();
    await vi.waitFor(() => {
      void handle(request('assets/form.js'), fakeEvent().event);
      expect(downloads.filter((d) => d.url.endsWith('form.js'))).toHaveLength(2);
    });
  });
});

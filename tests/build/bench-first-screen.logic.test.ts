import { describe, expect, it } from 'vitest';
import {
  firstScreenChunks,
  htmlChunks,
  isRouteChunk,
  splitJs,
  staticImportsOf,
  type Bundle,
} from '../../bench/first-screen.ts';
import { jsBudgetsKb, withinJsBudgets } from '../../bench/goals.ts';

const KB = 1024;

/** A build like ours: the entry, the shell and sign-in chunks, a page importing Dexie, lazy extras. */
const BUNDLE: Bundle = {
  entry: '/assets/index-AAAAAAAA.js',
  preloads: [
    '/assets/rolldown-runtime-BBBBBBBB.js',
    '/assets/shell-CCCCCCCC.js',
    '/assets/sign-in-DDDDDDDD.js',
  ],
  imports: new Map([
    ['/assets/index-AAAAAAAA.js', ['/assets/rolldown-runtime-BBBBBBBB.js']],
    ['/assets/shell-CCCCCCCC.js', ['/assets/index-AAAAAAAA.js']],
    ['/assets/sign-in-DDDDDDDD.js', ['/assets/shell-CCCCCCCC.js', '/assets/amount-rules-EEEEEEEE.js']],
    ['/assets/transactions-page-FFFFFFFF.js', ['/assets/dexie-react-hooks-GGGGGGGG.js']],
    ['/assets/dexie-react-hooks-GGGGGGGG.js', ['/assets/db-HHHHHHHH.js']],
    ['/assets/app-layout-IIIIIIII.js', ['/assets/shell-CCCCCCCC.js']],
  ]),
};

describe("the bench's first-screen JavaScript (bench/first-screen.ts)", () => {
  it('reads the static imports of a built chunk, never a dynamic import()', () => {
    const code =
      'import{a as b,c$ as d}from"./shell-CCCCCCCC.js";import"./side-effect-XXXXXXXX.js";' +
      'export{e}from"./re-export-YYYYYYYY.js";const f=()=>import(`./db-HHHHHHHH.js`);import("./lazy-ZZZZZZZZ.js");';
    expect(staticImportsOf(code, '/assets/index-AAAAAAAA.js')).toEqual([
      '/assets/shell-CCCCCCCC.js',
      '/assets/side-effect-XXXXXXXX.js',
      '/assets/re-export-YYYYYYYY.js',
    ]);
  });

  it("reads the entry and the first screen's preloads from the built index.html", () => {
    const html =
      '<head><link rel="modulepreload" crossorigin href="/assets/shell-CCCCCCCC.js">' +
      '<link rel="icon" href="/favicon.svg"><meta name="theme-color" content="#fff">' +
      '<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-DDDDDDDD.js">' +
      '<script type="module" crossorigin src="/assets/index-AAAAAAAA.js"></script></head><body><script>var a;</script></body>';
    expect(htmlChunks(html)).toEqual({
      entry: '/assets/index-AAAAAAAA.js',
      preloads: ['/assets/shell-CCCCCCCC.js', '/assets/rolldown-runtime-DDDDDDDD.js'],
    });
    expect(() => htmlChunks('<body></body>')).toThrow(/no module script/);
  });

  it.each([
    ['/assets/transactions-page-FFFFFFFF.js', true],
    ['/assets/app-layout-D-x_4JdF.js', true],
    ['/assets/db-HHHHHHHH.js', false],
    ['/assets/page-helpers-HHHHHHHH.js', false],
  ])('%s is a page or layout chunk: %s', (path, expected) => {
    expect(isRouteChunk(path)).toBe(expected);
  });

  it('the login screen waits for the entry, the preloaded chunks and their imports; not for what loads behind', () => {
    const loaded = [
      BUNDLE.entry,
      '/assets/rolldown-runtime-BBBBBBBB.js',
      '/assets/shell-CCCCCCCC.js',
      '/assets/sign-in-DDDDDDDD.js',
      '/assets/amount-rules-EEEEEEEE.js',
      '/assets/runtime-PWAPWAPW.js', // the PWA runtime, loaded after the page
    ];
    expect([...firstScreenChunks(BUNDLE, loaded)].sort()).toEqual(
      loaded.filter((path) => !path.includes('runtime-PWA')).sort(),
    );
  });

  it("a signed-in page's first screen: its page and layout chunks with what they import statically (Dexie here)", () => {
    const loaded = [
      BUNDLE.entry,
      '/assets/rolldown-runtime-BBBBBBBB.js',
      '/assets/shell-CCCCCCCC.js',
      '/assets/app-layout-IIIIIIII.js',
      '/assets/transactions-page-FFFFFFFF.js',
      '/assets/dexie-react-hooks-GGGGGGGG.js',
      '/assets/db-HHHHHHHH.js',
      '/assets/idle-watch-JJJJJJJJ.js', // loaded behind the first screen
    ];
    const first = firstScreenChunks(BUNDLE, loaded);
    expect(first.has('/assets/db-HHHHHHHH.js')).toBe(true);
    expect(first.has('/assets/idle-watch-JJJJJJJJ.js')).toBe(false);
    // The sign-in chunk is preloaded only where index.html's script says: not loaded, not counted.
    expect(first.has('/assets/sign-in-DDDDDDDD.js')).toBe(false);
  });

  it('Dexie loaded in the background counts in all, not in the first screen', () => {
    const loaded = new Map([
      [BUNDLE.entry, 120 * KB],
      ['/assets/shell-CCCCCCCC.js', 13 * KB],
      ['/assets/db-HHHHHHHH.js', 31 * KB], // imported dynamically by a cache writer
    ]);
    const split = splitJs(BUNDLE, loaded, () => 1 * KB);
    // The runtime chunk the entry imports was not seen loading: counted at its built size.
    expect(split.firstScreenBytes).toBe((120 + 13 + 1) * KB);
    expect(split.allBytes).toBe((164 + 1) * KB);
    expect(split.firstScreen).toEqual([
      BUNDLE.entry,
      '/assets/rolldown-runtime-BBBBBBBB.js',
      '/assets/shell-CCCCCCCC.js',
    ]);
  });
});

describe("the bench's JavaScript budgets (issue 19)", () => {
  it.each([
    ['/transactions', 200, 300, true],
    ['/transactions', 201, 250, false],
    ['/transactions', 150, 301, false],
    ['/', 140, 160, true],
    ['/', 140, 161, false],
  ])('%s with %i KB for the first screen and %i KB in all: within budget %s', (pattern, first, all, ok) => {
    expect(withinJsBudgets(pattern, { firstScreenBytes: first * KB, allBytes: all * KB })).toBe(ok);
  });

  it('the login screen has 160 KB in all; every other route 200 for its first screen, 300 in all', () => {
    expect(jsBudgetsKb('/')).toEqual({ firstScreen: 200, all: 160 });
    expect(jsBudgetsKb('/send-money')).toEqual({ firstScreen: 200, all: 300 });
  });
});

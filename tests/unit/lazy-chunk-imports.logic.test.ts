import { describe, expect, it } from 'vitest';
import { lazyChunkImports, type ChunkImports } from '../../scripts/lazy-chunk-imports.ts';

const chunk = (fileName: string, imports: string[] = [], kind: 'entry' | 'lazy' | 'shared' = 'shared') => ({
  fileName,
  isEntry: kind === 'entry',
  isDynamicEntry: kind === 'lazy',
  imports,
});

/** An entry with its runtime and shell chunk; two pages sharing a form; a dialog with nothing of its own. */
const BUNDLE: ChunkImports[] = [
  chunk('assets/index.js', ['assets/runtime.js', 'assets/shell.js'], 'entry'),
  chunk('assets/runtime.js'),
  chunk('assets/shell.js', ['assets/runtime.js']),
  chunk('assets/send-page.js', ['assets/form.js', 'assets/shell.js', 'assets/steps.js'], 'lazy'),
  chunk('assets/form.js', ['assets/field.js', 'assets/runtime.js']),
  chunk('assets/field.js', ['assets/form.js']), // a cycle
  chunk('assets/steps.js', ['assets/money.js']),
  chunk('assets/money.js'),
  chunk('assets/profile-page.js', ['assets/form.js'], 'lazy'),
  chunk('assets/dialog.js', ['assets/shell.js'], 'lazy'),
  chunk('assets/money-lazy.js', [], 'lazy'),
  // Loaded lazily by one page and statically by the entry: at start-up already.
  chunk('assets/runtime-lazy.js', ['assets/money.js'], 'lazy'),
];

describe("each lazy chunk's imports, for the service worker to prefetch", () => {
  it('lists every level of imports, once each, without what the entry loads', () => {
    expect(lazyChunkImports(BUNDLE)).toEqual({
      'assets/send-page.js': ['assets/field.js', 'assets/form.js', 'assets/money.js', 'assets/steps.js'],
      'assets/profile-page.js': ['assets/field.js', 'assets/form.js'],
      'assets/runtime-lazy.js': ['assets/money.js'],
    });
  });

  it('leaves out a lazy chunk the entry loads at start-up anyway', () => {
    const bundle = BUNDLE.map((item) =>
      item.fileName === 'assets/index.js'
        ? { ...item, imports: [...item.imports, 'assets/runtime-lazy.js'] }
        : item,
    );
    const map = lazyChunkImports(bundle);
    expect(map).not.toHaveProperty('assets/runtime-lazy.js');
    expect(map['assets/send-page.js']).toEqual(['assets/field.js', 'assets/form.js', 'assets/steps.js']);
  });
});

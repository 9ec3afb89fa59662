// @vitest-environment node
// (Reads and runs Chakra's module from node_modules as the build bundles it.)
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createSystem, type SystemContext } from '@chakra-ui/react';
import { rewriteSystemModule } from '../../scripts/lazy-chakra-global-css.ts';
import { APP_CONFIGS } from '@/app/theme.ts';
import { withoutRuntimeGlobalCss } from '@/app/static-global-css.ts';

const SYSTEM_MODULE = fileURLToPath(
  new URL('../../node_modules/@chakra-ui/react/dist/esm/styled-system/system.js', import.meta.url),
);

/** Chakra's createSystem as the build rewrites it, run from beside the original (its imports resolve). */
async function rewrittenCreateSystem(): Promise<typeof createSystem> {
  const copy = SYSTEM_MODULE.replace(/system\.js$/, `system.lazy-test-${process.pid}.js`);
  writeFileSync(copy, rewriteSystemModule(readFileSync(SYSTEM_MODULE, 'utf8')));
  try {
    const module = (await import(/* @vite-ignore */ pathToFileURL(copy).href)) as {
      createSystem: typeof createSystem;
    };
    return module.createSystem;
  } finally {
    rmSync(copy);
  }
}

describe("the build's createSystem, whose global styles are made when first read", () => {
  it('makes them only on reading _global, then gives the same styles as Chakra every time', async () => {
    const lazyCreateSystem = await rewrittenCreateSystem();
    const system = lazyCreateSystem(...APP_CONFIGS);

    expect(typeof Object.getOwnPropertyDescriptor(system, '_global')?.get).toBe('function');
    const first = system._global;
    expect(first).toEqual(createSystem(...APP_CONFIGS)._global);
    expect(first.length).toBe(3);
    expect(system._global).toBe(first);
  });

  it('refuses a Chakra module that no longer makes them as expected', () => {
    expect(() => rewriteSystemModule('function createSystem() { return { _global: [] }; }')).toThrow(
      /no longer reads as expected/,
    );
  });

  it('is not made when the app leaves the runtime global styles out', () => {
    const system = {
      token: () => 'a token',
      get _global(): never {
        throw new Error('_global was read');
      },
    } as unknown as SystemContext;

    const provided = withoutRuntimeGlobalCss(system);
    expect(provided._global).toEqual([]);
    expect(provided.token).toBe(system.token);
  });
});

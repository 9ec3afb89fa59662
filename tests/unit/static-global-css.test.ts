import { afterEach, describe, expect, it } from 'vitest';
import { createSystem, defaultBaseConfig, type SystemContext } from '@chakra-ui/react';
import { appSystem } from '@/app/theme.ts';
import { STATIC_GLOBAL_CSS_ID, withStaticGlobalCss } from '@/app/static-global-css.ts';

afterEach(() => document.getElementById(STATIC_GLOBAL_CSS_ID)?.remove());

function carryStaticCss() {
  const style = document.createElement('style');
  style.id = STATIC_GLOBAL_CSS_ID;
  document.head.append(style);
}

describe('the system the app provides', () => {
  it("leaves out Chakra's runtime global styles only when the page carries them", () => {
    const system = appSystem();
    expect(system._global.length).toBeGreaterThan(0);
    expect(withStaticGlobalCss(system)).toBe(system);

    carryStaticCss();
    const provided = withStaticGlobalCss(system);
    expect(provided._global).toEqual([]);
    expect(provided.token).toBe(system.token);
    expect(provided.layers).toBe(system.layers);
  });

  it('makes no global styles at start-up when the page carries them (patches/: Chakra makes them when first read)', () => {
    // Chakra's own system, patched: `_global` is made on first read, not by createSystem.
    const patched = Object.getOwnPropertyDescriptor(createSystem(defaultBaseConfig), '_global');
    expect(patched?.get).toBeTypeOf('function');

    let made = 0;
    const system = appSystem();
    const counting = Object.defineProperties(
      {},
      {
        ...Object.getOwnPropertyDescriptors(system),
        _global: { get: () => ((made += 1), system._global), enumerable: true },
      },
    ) as SystemContext;
    carryStaticCss();
    const provided = withStaticGlobalCss(counting);
    expect(provided._global).toEqual([]);
    expect(provided.css).toBe(system.css);
    expect(made).toBe(0);
  });
});

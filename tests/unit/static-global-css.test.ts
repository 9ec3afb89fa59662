import { afterEach, describe, expect, it } from 'vitest';
import { appSystem } from '@/app/theme.ts';
import { STATIC_GLOBAL_CSS_ID, withStaticGlobalCss } from '@/app/static-global-css.ts';

afterEach(() => document.getElementById(STATIC_GLOBAL_CSS_ID)?.remove());

describe('the system the app provides', () => {
  it("leaves out Chakra's runtime global styles only when the page carries them", () => {
    const system = appSystem();
    expect(system._global.length).toBeGreaterThan(0);
    expect(withStaticGlobalCss(system)).toBe(system);

    const style = document.createElement('style');
    style.id = STATIC_GLOBAL_CSS_ID;
    document.head.append(style);
    const provided = withStaticGlobalCss(system);
    expect(provided._global).toEqual([]);
    expect(provided.token).toBe(system.token);
    expect(provided.layers).toBe(system.layers);
  });
});

// @vitest-environment node
// (The build renders the CSS in Node, into an Emotion cache read back with @emotion/server.)
import { describe, expect, it } from 'vitest';
import { globalCss } from '../../scripts/static-global-css.ts';

describe("the system's global CSS written into index.html at build time", () => {
  it('declares the layer order first, then the preflight, global styles, keyframes and every token', () => {
    const css = globalCss();
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toContain('@layer reset{');
    expect(css).toContain('@layer base{');
    expect(css).toContain('@keyframes spin');
    expect(css).toContain('html{color:var(--chakra-colors-fg);background:var(--chakra-colors-bg)');
    expect(css).toContain('--chakra-colors-blue-600:');
    expect(css).toContain('--chakra-colors-fg-error:');
    expect(css).not.toContain('<');
  });
});

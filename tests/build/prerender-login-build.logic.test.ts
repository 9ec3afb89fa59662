// @vitest-environment node
// (The build renders the login screen in Node, where Emotion writes each style inline.)
import { describe, expect, it } from 'vitest';
import { renderLoginScreen } from '../../scripts/prerender-login.ts';

/** The screen as the build renders it, once for the file (a render takes seconds). */
let rendered: Promise<string> | undefined;
const loginScreen = () => (rendered ??= renderLoginScreen());

describe('the login screen the build writes into index.html (hydrated by the app)', () => {
  it('is the whole app on / as its first render makes it, styles inline, nothing for the head', async () => {
    const html = await loginScreen();
    expect(html).toMatch(/<h1[^>]*>Login<\/h1>/);
    expect(html).toContain('Email address');
    expect(html).toContain('name="password"');
    expect(html).toContain('Download Our Mobile App');
    expect(html).toMatch(/<style data-emotion="css [^"]+">\.css-/);
    expect(html).not.toContain('<link');
    // index.html carries the global CSS: rendered with the page's system, the HTML has none of it
    // (no preflight, no token variables), only the layer order Chakra's provider states.
    expect(html).toContain('var(--chakra-colors-');
    expect(html).not.toContain('--chakra-colors-blue-600:');
    expect(html).not.toContain('@layer base{');
  }, 60_000);

  it('is complete: every boundary resolved inline, no script to reveal one (the CSP allows none)', async () => {
    const html = await loginScreen();
    expect(html).toContain('<!--$-->');
    expect(html).not.toMatch(/<!--\$[?!]-->/);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<template');
    // No UI options in the build: the rate calculator appears once they arrive, after hydration.
    expect(html).not.toContain('What your family receives');
  }, 60_000);
});

// @vitest-environment node
// (The build renders the login screen in Node, where Emotion writes each style inline.)
import { describe, expect, it } from 'vitest';
import { renderLoginScreen } from '../../scripts/prerender-login.ts';

describe('the login screen the build writes into index.html', () => {
  it("is the app's own login screen with its styles, and nothing for the head", async () => {
    const html = await renderLoginScreen();
    expect(html).toMatch(/<h1[^>]*>Login<\/h1>/);
    expect(html).toContain('Email address');
    expect(html).toContain('name="password"');
    expect(html).toContain('Download Our Mobile App');
    expect(html).toMatch(/<style data-emotion="css [^"]+">\.css-/);
    expect(html).not.toContain('<link');
  }, 60_000);
});

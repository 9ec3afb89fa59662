import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';
import { renderApp } from '../../support/render-app.tsx';
import { startSandbox } from '../../support/test-sandbox.ts';

/**
 * Makes `matchMedia` answer as a large screen (lg and up: every min-width query matches) or a
 * phone (none does); no other media feature matches.
 */
function screenIs({ large }: { large: boolean }): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: large && query.includes('min-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** The login screen's card: the page's form and the legal links, in the main landmark. */
const card = () => within(screen.getByRole('main'));
/** The 'Download Our Mobile App' panel beside (or, on a phone, below) the card. */
const mobileAppPanel = () => screen.findByRole('region', { name: 'Download Our Mobile App' });

describe('the auth layout (the login screen)', () => {
  it('shows the page with the terms of use and privacy links from the UI options', async () => {
    await renderApp({ url: '/' });
    expect(await card().findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(await card().findByRole('link', { name: /^Terms of Use/ })).toHaveAttribute(
      'href',
      UI_OPTIONS.links.terms,
    );
    expect(card().getByRole('link', { name: /^Privacy Policy/ })).toHaveAttribute(
      'href',
      UI_OPTIONS.links.privacy,
    );
  });

  it("has the 'Download Our Mobile App' panel: on a large screen a QR code and a button to the app site", async () => {
    screenIs({ large: true });
    await renderApp({ url: '/' });
    const panel = await mobileAppPanel();
    const qr = await within(panel).findByRole('img', { name: 'QR code to download our mobile app' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    const button = within(panel).getByRole('link', { name: /^Get the App/ });
    expect(button).toHaveAttribute('href', UI_OPTIONS.links.mobile_app);
    expect(button).toHaveAttribute('target', '_blank');
  });

  it('on a phone offers the button without a QR code (a phone cannot scan its own screen)', async () => {
    screenIs({ large: false });
    await renderApp({ url: '/' });
    const panel = await mobileAppPanel();
    expect(await within(panel).findByRole('link', { name: /^Get the App/ })).toBeInTheDocument();
    // A QR code would show its placeholder at once, then the code once its chunk is loaded: the
    // chunk is loaded here too, and what it would have rendered has.
    expect(panel.querySelector('[aria-hidden="true"]')).toBeNull();
    await act(async () => {
      await import('@/features/shell/components/qr-code.tsx');
    });
    expect(within(panel).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows empty slots, not a crash, before the UI options arrive', async () => {
    const sandbox = startSandbox();
    const options = sandbox.hold('GET /api/remitter/ui');
    await renderApp({ url: '/', sandbox });
    await options.reached;
    expect(card().getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    const panel = await mobileAppPanel();
    expect(within(panel).getByRole('heading', { name: 'Download Our Mobile App' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Terms of Use/ })).not.toBeInTheDocument();
    // Once they arrive, the slots fill.
    options.release();
    expect(await card().findByRole('link', { name: /^Terms of Use/ })).toBeInTheDocument();
  });
});

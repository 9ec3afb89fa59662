import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import AuthLayout from '@/features/shell/pages/auth-layout.tsx';
import { UI_OPTIONS, renderShell, useShellTestEnv } from './render-shell.tsx';

useShellTestEnv();

/** Makes `matchMedia` answer as a large screen (lg and up) or a phone. */
function screenIs({ large }: { large: boolean }): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: large,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('the auth layout', () => {
  it('shows the page with the terms of use and privacy links from the UI options', () => {
    renderShell(
      <AuthLayout>
        <h1>Login</h1>
      </AuthLayout>,
      { options: UI_OPTIONS },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Terms of Use/ })).toHaveAttribute(
      'href',
      UI_OPTIONS.links.terms,
    );
    expect(screen.getByRole('link', { name: /^Privacy Policy/ })).toHaveAttribute(
      'href',
      UI_OPTIONS.links.privacy,
    );
  });

  it("has the 'Download Our Mobile App' panel: on a large screen a QR code and a button to the app site", async () => {
    screenIs({ large: true });
    renderShell(<AuthLayout>page</AuthLayout>, { options: UI_OPTIONS });
    const panel = screen.getByRole('region', { name: 'Download Our Mobile App' });
    const qr = await within(panel).findByRole('img', { name: 'QR code to download our mobile app' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    const button = within(panel).getByRole('link', { name: /^Get the App/ });
    expect(button).toHaveAttribute('href', UI_OPTIONS.links.mobile_app);
    expect(button).toHaveAttribute('target', '_blank');
  });

  it('on a phone offers the button without a QR code (a phone cannot scan its own screen)', async () => {
    screenIs({ large: false });
    renderShell(<AuthLayout>page</AuthLayout>, { options: UI_OPTIONS });
    const panel = screen.getByRole('region', { name: 'Download Our Mobile App' });
    expect(within(panel).getByRole('link', { name: /^Get the App/ })).toBeInTheDocument();
    // A QR code would show its placeholder at once, then the code once its chunk is loaded: the
    // chunk is loaded here too, and what it would have rendered has.
    expect(panel.querySelector('[aria-hidden="true"]')).toBeNull();
    await act(async () => {
      await import('@/features/shell/components/qr-code.tsx');
    });
    expect(within(panel).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows empty slots, not a crash, before the UI options arrive', () => {
    const never = () => new Promise<Response>(() => {});
    vi.stubGlobal('fetch', never);
    renderShell(<AuthLayout>page</AuthLayout>);
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Download Our Mobile App' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Terms of Use/ })).not.toBeInTheDocument();
  });
});

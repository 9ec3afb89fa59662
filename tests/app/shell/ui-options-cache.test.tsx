import { describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import type { UiOptions } from '@/api/contract.ts';
import PublicLayout from '@/features/shell/pages/public-layout.tsx';
import { resetUiOptionsLoad } from '@/features/ui-options/api/load-ui-options.ts';
import { writeCachedUiOptions } from '@/features/ui-options/api/ui-options-cache.ts';
import { UI_OPTIONS, renderShell, useShellTestEnv } from './render-shell.tsx';

const env = useShellTestEnv();

const UI_CALL = '/api/remitter/ui';
const CACHED: UiOptions = {
  ...UI_OPTIONS,
  footer: { ...UI_OPTIONS.footer, copyright: '© Cached copy' },
  links: { ...UI_OPTIONS.links, about: 'https://example.com/about-cached' },
};

const footer = () => within(screen.getByRole('contentinfo'));

describe('UI options from the local cache, then the network', () => {
  it('shows the cached copy when the network fails (offline start)', async () => {
    writeCachedUiOptions(CACHED, Date.now() - 60_000);
    env.sandbox().faults.add({ method: 'GET', path: UI_CALL, status: 503 });

    renderShell(<PublicLayout>page</PublicLayout>);
    expect(await footer().findByText('© Cached copy')).toBeInTheDocument();
    expect(footer().getByRole('link', { name: /^help\.uk@example\.com/ })).toHaveAttribute(
      'href',
      UI_OPTIONS.contact_info.uk.email.link,
    );
    expect(screen.getByRole('link', { name: /^About Us/, hidden: true })).toHaveAttribute(
      'href',
      'https://example.com/about-cached',
    );
  });

  it('a reload shows what the last start fetched in its first render, with the network down', async () => {
    renderShell(<PublicLayout>page</PublicLayout>);
    expect(await footer().findByText(UI_OPTIONS.footer.copyright)).toBeInTheDocument();

    cleanup();
    resetUiOptionsLoad();
    env.sandbox().faults.add({ method: 'GET', path: UI_CALL, status: 503 });
    renderShell(<PublicLayout>page</PublicLayout>);
    expect(footer().getByText(UI_OPTIONS.footer.copyright)).toBeInTheDocument();
    expect(footer().getByText(UI_OPTIONS.footer.address.sa)).toBeInTheDocument();
  });

  it('shows the cached copy first, then the server copy when it arrives', async () => {
    writeCachedUiOptions(CACHED, Date.now() - 60_000);
    const answer = env.backend().hold(`GET ${UI_CALL}`);

    renderShell(<PublicLayout>page</PublicLayout>);
    expect(await footer().findByText('© Cached copy')).toBeInTheDocument();
    answer.release();
    expect(await footer().findByText(UI_OPTIONS.footer.copyright)).toBeInTheDocument();
    expect(footer().queryByText('© Cached copy')).not.toBeInTheDocument();
  });

  it('renders the layout with empty slots, never a crash, with neither cache nor network', async () => {
    env.sandbox().faults.add({ method: 'GET', path: UI_CALL, status: 503 });
    renderShell(<PublicLayout>page body</PublicLayout>);
    expect(screen.getByRole('main')).toHaveTextContent('page body');
    expect(footer().getByText(/^Version /)).toBeInTheDocument();
    expect(footer().getByRole('link', { name: 'Delete Your Account' })).toBeInTheDocument();
    // The failed answer is in, and the page has done with it.
    await waitFor(() => expect(env.backend().callsTo(`GET ${UI_CALL}`)[0]?.read).toBe(true));
    await act(async () => {});
    expect(footer().queryByRole('link', { name: /^Terms of Use/ })).not.toBeInTheDocument();
  });

  it('tolerates a cached copy with parts missing', async () => {
    const partial = { footer: { copyright: '© Partial copy' } } as unknown as UiOptions;
    writeCachedUiOptions(partial, Date.now());
    env.sandbox().faults.add({ method: 'GET', path: UI_CALL, status: 503 });
    renderShell(<PublicLayout>page</PublicLayout>);
    expect(await footer().findByText('© Partial copy')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('page');
  });
});

import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UiOptions } from '@/api/contract.ts';
import { writeCachedUiOptions } from '@/features/ui-options/api/ui-options-cache.ts';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';
import { renderApp } from '../../support/render-app.tsx';
import { startSandbox } from '../../support/test-sandbox.ts';

const UI_CALL = '/api/remitter/ui';
/** The network is down for the UI options: the sandbox cannot answer them. */
const UI_DOWN = { method: 'GET', path: UI_CALL, status: 503 };
const CACHED: UiOptions = {
  ...UI_OPTIONS,
  footer: { ...UI_OPTIONS.footer, copyright: '© Cached copy' },
  links: { ...UI_OPTIONS.links, about: 'https://example.com/about-cached' },
};

/** The footer, which renders just after the first paint. */
const findFooter = async () => within(await screen.findByRole('contentinfo'));

// The page is the login screen (public layout, signed out), the first screen most visits show.
// The copy an earlier start left in local storage is written there by the writer the app's load of
// the options saves with (writeCachedUiOptions); the reload's test has the app's own earlier page
// load leave it.
describe('UI options from the local cache, then the network', () => {
  it('shows the cached copy when the network fails (offline start)', async () => {
    writeCachedUiOptions(CACHED, Date.now() - 60_000);
    await renderApp({ url: '/', sandbox: { faults: [UI_DOWN] } });
    const footer = await findFooter();
    expect(await footer.findByText('© Cached copy')).toBeInTheDocument();
    expect(footer.getByRole('link', { name: /^help\.uk@example\.com/ })).toHaveAttribute(
      'href',
      UI_OPTIONS.contact_info.uk.email.link,
    );
    expect(screen.getByRole('link', { name: /^About Us/, hidden: true })).toHaveAttribute(
      'href',
      'https://example.com/about-cached',
    );
  });

  it('a reload shows what the last start fetched in its first render, with the network down', async () => {
    const sandbox = startSandbox();
    const first = await renderApp({ url: '/', sandbox });
    expect(await (await findFooter()).findByText(UI_OPTIONS.footer.copyright)).toBeInTheDocument();
    first.unmount();

    // The reload's call for the options never gets an answer while the first render shows.
    const options = sandbox.hold(`GET ${UI_CALL}`);
    await renderApp({ url: '/', sandbox });
    await options.reached;
    const footer = await findFooter();
    expect(footer.getByText(UI_OPTIONS.footer.copyright)).toBeInTheDocument();
    expect(footer.getByText(UI_OPTIONS.footer.address.sa)).toBeInTheDocument();
    // The connection drops: the copy on screen stays.
    options.drop();
    await waitFor(() => expect(sandbox.callsTo(`GET ${UI_CALL}`)).toMatchObject([{ settled: true }]));
    expect(footer.getByText(UI_OPTIONS.footer.copyright)).toBeInTheDocument();
  });

  it('shows the cached copy first, then the server copy when it arrives', async () => {
    writeCachedUiOptions(CACHED, Date.now() - 60_000);
    const sandbox = startSandbox();
    const answer = sandbox.hold(`GET ${UI_CALL}`);

    await renderApp({ url: '/', sandbox });
    const footer = await findFooter();
    expect(await footer.findByText('© Cached copy')).toBeInTheDocument();
    answer.release();
    expect(await footer.findByText(UI_OPTIONS.footer.copyright)).toBeInTheDocument();
    expect(footer.queryByText('© Cached copy')).not.toBeInTheDocument();
  });

  it('renders the layout with empty slots, never a crash, with neither cache nor network', async () => {
    const { sandbox } = await renderApp({ url: '/', sandbox: { faults: [UI_DOWN] } });
    expect(await screen.findByRole('main')).toContainElement(
      await screen.findByRole('heading', { level: 1, name: 'Login' }),
    );
    const footer = await findFooter();
    expect(footer.getByText(/^Version /)).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'Delete Your Account' })).toBeInTheDocument();
    // The failed answer is in, and the page has done with it.
    await waitFor(() => expect(sandbox.callsTo(`GET ${UI_CALL}`)[0]?.read).toBe(true));
    await act(async () => {});
    expect(footer.queryByRole('link', { name: /^Terms of Use/ })).not.toBeInTheDocument();
  });

  it('a cached copy with parts missing counts as none: the login screen shows, never a crash', async () => {
    const partial = { footer: { copyright: '© Partial copy' } } as unknown as UiOptions;
    writeCachedUiOptions(partial, Date.now());
    // The login screen's rate calculator reads the options' rates and currencies, which this copy
    // lacks: as with no copy at all, the screen waits for the server, which cannot answer.
    const { sandbox } = await renderApp({ url: '/', sandbox: { faults: [UI_DOWN] } });
    await waitFor(() => expect(sandbox.callsTo(`GET ${UI_CALL}`)[0]?.read).toBe(true));
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Login' }),
    );
    expect((await findFooter()).queryByText('© Partial copy')).not.toBeInTheDocument();
  });
});

import { expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { pageReloaded } from '../../support/page-locks.ts';
import { newPageLoad } from '../../support/page-load.isolated.ts';
import { SA_REMITTER, SA_SENDER } from '../../support/sandbox-data.ts';
import { startSandbox, type TestSandbox } from '../../support/test-sandbox.ts';

// A reload is fresh modules (vi.resetModules): the app's atoms read what storage kept when their
// modules load, and its store starts empty. This file has a module graph of its own
// (vitest.config.ts), so the modules it loads again never reach another file.

/** A page load: the app's modules afresh, and the harness on them. */
const loadPage = () => newPageLoad(() => Promise.resolve({}));

/** The identity service's read of sa.sender's verification record. */
const STATUS_READ = `GET /identity/api/kyc/verification/${SA_REMITTER}`;

/** /profile's Documents tab, where the full banner shows, on a page load of its own. */
async function openDocuments(sandbox: TestSandbox) {
  const page = await loadPage();
  await page.pageCode(() => import('@/features/profile/pages/profile-page.tsx'));
  const app = await page.renderApp({ url: '/profile', user: SA_SENDER, sandbox });
  await app.user.click(await screen.findByRole('tab', { name: 'Documents' }));
  return app;
}

it('after a reload, the status banner shows the record read before it at once, while the identity service is asked again', async () => {
  // The identity service on the page's own origin, as when the sandbox serves the app.
  const sandbox = startSandbox({ strict: true, onPageOrigin: true });
  await openDocuments(sandbox);
  await screen.findByRole('region', { name: 'Account Verification Status' });
  cleanup();
  pageReloaded();

  // The reloaded page, in the same session; the identity service does not answer yet.
  const read = sandbox.hold(STATUS_READ);
  await openDocuments(sandbox);
  expect(await screen.findByRole('region', { name: 'Account Verification Status' })).toBeInTheDocument();
  expect(screen.queryByText('Checking verification status...')).not.toBeInTheDocument();
  await read.reached;
  read.release();
  await waitFor(() => expect(sandbox.callsTo(STATUS_READ).at(-1)).toMatchObject({ settled: true }));
});

import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Profile } from '@/api/contract.ts';
import { db } from '@/lib/db.ts';
import { pageCode, renderApp, signIn } from '../../support/render-app.tsx';
import { startSandbox } from '../../support/test-sandbox.ts';

const EMAIL = 'uk.sender@example.com';

// The pages these page loads show.
beforeAll(() =>
  pageCode(
    () => import('@/features/share/pages/share-page.tsx'),
    () => import('@/features/account/pages/account-locked-page.tsx'),
  ),
);

/** Every level-1 heading that was ever on screen, however briefly. */
function watchHeadings(): string[] {
  const seen: string[] = [];
  const observer = new MutationObserver(() => {
    for (const heading of document.querySelectorAll('h1')) seen.push(heading.textContent ?? '');
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  onTestFinished(() => observer.disconnect());
  return seen;
}

// Each test is a page load of its own, with its own first screen: the router loads the layout,
// the page and the cached profile the guard reads side by side, then shows them. The setup resets
// the router's first screen after each test (resetFirstScreen); were it kept, the second test
// would get the first one's, already loaded, and show the page before the cached profile locks it.
// The pages load offline: only the profile an earlier visit cached can lock the account.
describe('each page load has a first screen of its own', () => {
  it('shows /share to a signed-in user with nothing cached', async () => {
    await renderApp({ url: '/share', user: EMAIL, offline: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Share With a Friend' })).toBeVisible();
  });

  it('the next load of /share waits for the cached profile, blocked: locked before the page shows', async () => {
    const sandbox = startSandbox();
    const { remitter_id: remitterId } = await signIn(sandbox, EMAIL);
    // What an earlier visit cached (Dexie's profile table, keyed by remitter).
    await db.profile.put({
      remitterId: remitterId!,
      savedAt: Date.now() - 3_600_000,
      value: { remitter_id: remitterId, firstname: 'Amelia', remitone_status: 'blocked' } as Profile,
    });
    const seen = watchHeadings();
    const reactErrors = vi.spyOn(console, 'error');

    const { location } = await renderApp({ url: '/share', user: EMAIL, sandbox, offline: true });

    await waitFor(() => expect(location()).toBe('/account-locked'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello Amelia' })).toBeVisible();
    expect(seen).not.toContain('Share With a Friend');
    // The route that waited for the first screen is left for another as React allows (no
    // "incorrect use of use()").
    expect(reactErrors).not.toHaveBeenCalled();
  });
});

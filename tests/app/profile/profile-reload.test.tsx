import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { db } from '@/lib/db.ts';
import { pageCode, renderApp, signIn } from '../../support/render-app.tsx';
import { startSandbox } from '../../support/test-sandbox.ts';

// The page a locked account is sent to.
beforeAll(() => pageCode(() => import('@/features/account/pages/account-locked-page.tsx')));

const PROFILE = 'GET /api/remitter/profile';

/** Every level-1 heading that was ever on screen, however briefly. */
function watchHeadings(): string[] {
  const seen: string[] = [];
  const observer = new MutationObserver(() => {
    for (const heading of document.querySelectorAll('h1')) seen.push(heading.textContent ?? '');
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return seen;
}

// The first screen of a page load: the setup resets the router's first-screen state after every
// test (resetFirstScreen), so this page load's first screen is its own.
describe('a reload: the cached profile from Dexie', () => {
  it('locks before the first screen shows, when the cached profile says blocked and the server fails', async () => {
    const sandbox = startSandbox();
    const user = await signIn(sandbox, 'uk.sender@example.com');
    expect(user.remitone_status).toBe('valid');
    expect(await db.profile.count()).toBe(0);
    // What an earlier visit cached (Dexie's profile table, keyed by remitter).
    await db.profile.put({
      remitterId: 'R100001',
      savedAt: Date.now() - 3_600_000,
      value: {
        remitter_id: 'R100001',
        firstname: 'Amelia',
        lastname: 'Carter',
        remitone_status: 'blocked',
        middleware: { kyc_status: 'limited', gender: 'Female' },
      } as never,
    });
    // The server's profile is on its way (then fails): what shows is the cached one's.
    sandbox.fault({ method: 'GET', path: '/api/remitter/profile', status: 503 });
    const load = sandbox.hold(PROFILE);
    const seen = watchHeadings();

    const { location } = await renderApp({ url: '/share', user: 'uk.sender@example.com', sandbox });
    await load.reached;

    await waitFor(() => expect(location()).toBe('/account-locked'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello Amelia' })).toBeVisible();
    expect(seen).not.toContain('Share With a Friend');
    expect(sandbox.callsTo(PROFILE)).toMatchObject([{ held: true }]);

    // The load fails: the cached status still locks.
    load.release();
    await waitFor(() => expect(sandbox.callsTo(PROFILE)).toMatchObject([{ settled: true, status: 503 }]));
    expect(location()).toBe('/account-locked');
    expect(screen.getByRole('heading', { level: 1, name: 'Hello Amelia' })).toBeVisible();
    expect(seen).not.toContain('Share With a Friend');
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { remitoneStatusAtom } from '@/lib/session/user.ts';
import { profileAtom } from '@/features/profile/state.ts';
import { db } from '@/lib/db.ts';
import { appStore } from '@/lib/store.ts';
import { SLOW, addFault, showApp, signInAs, useStrictSandbox } from '../../support/strict-sandbox.tsx';

useStrictSandbox();

/** Every level-1 heading that was ever on screen, however briefly. */
function watchHeadings(): string[] {
  const seen: string[] = [];
  const observer = new MutationObserver(() => {
    for (const heading of document.querySelectorAll('h1')) seen.push(heading.textContent ?? '');
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return seen;
}

// The first screen of a page load: this file's one test, in a module graph of its own
// (*.isolated.test.tsx), so the router's first-screen state is fresh.
describe('a reload: the cached profile from Dexie', () => {
  it('locks before the first screen shows, when the cached profile says blocked and the server fails', async () => {
    const user = await signInAs('uk.sender@example.com');
    expect(user.remitone_status).toBe('valid');
    const cached = await db.profile.count();
    expect(cached).toBe(0);
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
    await addFault({ method: 'GET', path: '/api/remitter/profile', status: 503 });
    const seen = watchHeadings();

    const { location } = await showApp('/share');

    await waitFor(() => expect(location()).toBe('/account-locked'), SLOW);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello Amelia' }, SLOW)).toBeVisible();
    expect(seen).not.toContain('Share With a Friend');
    expect(appStore.get(remitoneStatusAtom)).toBe('blocked');
    expect(appStore.get(profileAtom)).toMatchObject({
      key: 'R100001',
      fromCache: true,
      profile: { firstname: 'Amelia', remitone_status: 'blocked' },
    });
    await waitFor(() => expect(appStore.get(profileAtom).error).toBeDefined());
    expect(appStore.get(remitoneStatusAtom)).toBe('blocked');
  });
});

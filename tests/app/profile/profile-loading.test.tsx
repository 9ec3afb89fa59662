import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { authenticatedAtom, remitoneStatusAtom, sessionUserAtom } from '@/lib/session/user.ts';
import { useProfile } from '@/features/profile/hooks/use-profile.ts';
import { useProfileRefresh } from '@/features/profile/hooks/use-profile-refresh.ts';
import { profileAtom } from '@/features/profile/state.ts';
import { db } from '@/lib/db.ts';
import { appStore } from '@/lib/store.ts';
import { renderWithApp } from '../../support/render-with-app.tsx';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';
import {
  SLOW,
  addFault,
  aMinuteLater,
  regainFocus,
  setRemitoneStatus,
  showApp,
  signInAs,
  useStrictSandbox,
} from '../../support/strict-sandbox.tsx';

const { profileCalls } = useStrictSandbox();

const EMAIL = 'uk.sender@example.com';

/** What a profile page would show, through the feature's one source. */
function ProfileProbe() {
  useProfileRefresh();
  const { profile, loading, error } = useProfile();
  return (
    <div>
      <p>Name: {profile ? `${profile.firstname} ${profile.lastname}` : 'none'}</p>
      <p>Gender: {profile?.middleware.gender ?? 'none'}</p>
      <p>{loading ? 'Loading' : 'Idle'}</p>
      {error && <p role="alert">{error.message}</p>}
    </div>
  );
}

describe('the profile after sign-in, from the strict sandbox', () => {
  it('is loaded once signed in, shown through useProfile and cached in Dexie under the remitter', async () => {
    await signInAs(EMAIL);
    renderWithApp(<ProfileProbe />, '/profile');
    expect(await screen.findByText('Name: Amelia Carter')).toBeInTheDocument();
    expect(screen.getByText('Gender: Female')).toBeInTheDocument();
    expect(screen.getByText('Idle')).toBeInTheDocument();
    const row = await waitFor(async () => {
      const cached = await db.profile.get('R100001');
      expect(cached).toBeDefined();
      return cached!;
    });
    expect(row.value).toMatchObject({ firstname: 'Amelia', remitone_status: 'valid', middleware: {} });
    expect(row.savedAt).toBe(Date.now());
    expect(profileCalls()).toBe(1);
  });

  it('the signed-in layout loads it after sign-in, and again on focus or online at most once a minute', async () => {
    await signInAs(EMAIL);
    await showApp('/share');
    expect(await screen.findByRole('heading', { level: 1, name: 'Share With a Friend' }, SLOW)).toBeVisible();
    await waitFor(() => expect(appStore.get(profileAtom).profile?.firstname).toBe('Amelia'));
    expect(profileCalls()).toBe(1);

    await regainFocus();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(profileCalls()).toBe(1);

    aMinuteLater();
    await regainFocus();
    await waitFor(() => expect(profileCalls()).toBe(2));
    act(() => void window.dispatchEvent(new Event('online')));
    expect(profileCalls()).toBe(2);
    aMinuteLater();
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(profileCalls()).toBe(3));
  });
});

describe("the profile's remitone status locks the account, without a new sign-in", () => {
  it('goes to /account-locked when the sandbox blocks the user and the app regains focus', async () => {
    await signInAs(EMAIL);
    const { location } = await showApp('/share');
    await waitFor(() => expect(appStore.get(profileAtom).profile?.remitone_status).toBe('valid'), SLOW);

    await setRemitoneStatus(EMAIL, 'blocked');
    aMinuteLater();
    await regainFocus();

    await waitFor(() => expect(location()).toBe('/account-locked'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello Amelia' })).toBeInTheDocument();
    expect(appStore.get(remitoneStatusAtom)).toBe('blocked');
    // Still signed in, as the same user: the lock came from the profile alone.
    expect(appStore.get(authenticatedAtom)).toBe(true);
    expect(appStore.get(sessionUserAtom)?.remitone_status).toBe('valid');
    expect((await db.profile.get('R100001'))?.value.remitone_status).toBe('blocked');
  });

  it('expired locks too, on coming back online', async () => {
    await signInAs(EMAIL);
    const { location } = await showApp('/upgrade-account');
    await waitFor(() => expect(profileCalls()).toBe(1), SLOW);
    await setRemitoneStatus(EMAIL, 'expired');
    aMinuteLater();
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(location()).toBe('/account-locked'));
  });

  it('a failed profile load neither locks nor logs out: the user keeps their status', async () => {
    await signInAs(EMAIL);
    await addFault({ method: 'GET', path: '/api/remitter/profile', status: 503 });
    const { location } = await showApp('/share');
    await waitFor(() => expect(appStore.get(profileAtom).error).toBeDefined(), SLOW);
    expect(location()).toBe('/share');
    expect(appStore.get(authenticatedAtom)).toBe(true);
    expect(appStore.get(remitoneStatusAtom)).toBe('valid');
    expect(screen.getByRole('heading', { level: 1, name: 'Share With a Friend' })).toBeVisible();
  });

  it("a profile without remitone_status leaves the user's status in charge", async () => {
    await signInAs('locked@example.com');
    await addFault({
      method: 'GET',
      path: '/api/remitter/profile',
      status: 200,
      body: { status: 'SUCCESS', result: { remitter_id: 'R100004', firstname: 'Oliver', middleware: {} } },
    });
    const { location } = await showApp('/profile');
    await waitFor(() => expect(appStore.get(profileAtom).profile?.firstname).toBe('Oliver'), SLOW);
    expect(appStore.get(remitoneStatusAtom)).toBe('blocked');
    expect(location()).toBe('/profile');
  });
});

describe('/account-locked with the profile', () => {
  it("shows the profile's status, and goes back once the profile and the user are both valid", async () => {
    await signInAs(EMAIL);
    await setRemitoneStatus(EMAIL, 'expired');
    const { location } = await showApp('/share');
    await waitFor(() => expect(location()).toBe('/account-locked'), SLOW);
    expect(await screen.findByText(UI_OPTIONS.disclaimers.awaiting_verification.expired)).toBeVisible();

    await setRemitoneStatus(EMAIL, 'valid');
    await regainFocus();
    expect(location()).toBe('/account-locked'); // within the minute: not asked again
    aMinuteLater();
    await regainFocus();
    await waitFor(() => expect(location()).toBe('/send-money'));
  });
});

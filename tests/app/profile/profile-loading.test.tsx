import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { navigate } from 'wouter/use-browser-location';
import { readAccessToken } from '@/lib/access-cookie.ts';
import { db } from '@/lib/db.ts';
import { useFixedClock } from '../../support/browser.ts';
import { pageCode, renderApp, signIn } from '../../support/render-app.tsx';
import { startSandbox, type TestSandbox } from '../../support/test-sandbox.ts';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';

// The clock is the test's to move (Date only).
useFixedClock(new Date(2025, 5, 2, 9, 0));

/** A minute and a bit later: the profile may be asked again. */
const aMinuteLater = () => vi.setSystemTime(Date.now() + 61_000);

/** The app regains focus. */
const regainFocus = () => act(() => void window.dispatchEvent(new Event('focus')));

const EMAIL = 'uk.sender@example.com';
const PROFILE = 'GET /api/remitter/profile';

/** The remitone provider blocking (or clearing) an account (sandbox control). */
async function setRemitoneStatus(sandbox: TestSandbox, email: string, status: string) {
  await sandbox.admin('/users/status', { method: 'POST', body: { email, remitone_status: status } });
}

/** The profile loads the app made, as the sandbox received them. */
const loads = (sandbox: TestSandbox) => sandbox.callsTo(PROFILE);

/** Waits for the app's `n`-th profile load to be answered (and read): its status. */
async function answered(sandbox: TestSandbox, n: number): Promise<number | undefined> {
  await waitFor(() => expect(loads(sandbox)[n - 1]).toMatchObject({ settled: true }));
  return loads(sandbox)[n - 1]?.status;
}

/**
 * The label's term in the Personal Information tab of /profile, once it shows the profile: not the
 * rows it will fill, with grey bars, which are hidden from the user until the profile arrives.
 */
const term = (label: string) =>
  screen.findByText(label, { selector: 'dt', ignore: '[aria-hidden="true"] dt' });

/** What the Personal Information tab of /profile shows for `label`. */
async function shown(label: string): Promise<string | null> {
  return (await term(label)).nextElementSibling?.textContent ?? null;
}

/** Still signed in as the same user: the cookie, the signed-in layout, and no new login. */
function stillSignedIn(sandbox: TestSandbox): void {
  expect(readAccessToken()).toEqual(expect.any(String));
  expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  expect(sandbox.callsTo('POST /api/remitter/auth/login')).toEqual([]);
}

describe('the profile after sign-in, from the strict sandbox', () => {
  it('is loaded once signed in, shown on /profile and cached in Dexie under the remitter', async () => {
    const { sandbox } = await renderApp({ url: '/profile', user: EMAIL });
    expect(await shown('First name')).toBe('Amelia');
    expect(await shown('Last name')).toBe('Carter');
    expect(await shown('Gender')).toBe('Female');
    expect(screen.queryByLabelText('Loading')).toBeNull();
    const row = await waitFor(async () => {
      const cached = await db.profile.get('R100001');
      expect(cached).toBeDefined();
      return cached!;
    });
    expect(row.value).toMatchObject({ firstname: 'Amelia', remitone_status: 'valid', middleware: {} });
    expect(row.savedAt).toBe(Date.now());
    expect(loads(sandbox)).toHaveLength(1);
  });

  it('the signed-in layout loads it after sign-in, and again on focus or online at most once a minute', async () => {
    const { sandbox } = await renderApp({ url: '/share', user: EMAIL });
    const profileCalls = () => loads(sandbox).length;
    expect(await screen.findByRole('heading', { level: 1, name: 'Share With a Friend' })).toBeVisible();
    expect(await answered(sandbox, 1)).toBe(200);
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
    const { location, sandbox } = await renderApp({ url: '/share', user: EMAIL });
    expect(await answered(sandbox, 1)).toBe(200);
    expect(await screen.findByRole('heading', { level: 1, name: 'Share With a Friend' })).toBeVisible();

    await setRemitoneStatus(sandbox, EMAIL, 'blocked');
    aMinuteLater();
    await regainFocus();

    await waitFor(() => expect(location()).toBe('/account-locked'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello Amelia' })).toBeInTheDocument();
    expect(await screen.findByText(UI_OPTIONS.disclaimers.awaiting_verification.blocked)).toBeVisible();
    // Still signed in, as the same user: the lock came from the profile alone.
    stillSignedIn(sandbox);
    expect((await db.profile.get('R100001'))?.value.remitone_status).toBe('blocked');
  });

  it('expired locks too, on coming back online', async () => {
    const { location, sandbox } = await renderApp({ url: '/upgrade-account', user: EMAIL });
    expect(await answered(sandbox, 1)).toBe(200);
    await setRemitoneStatus(sandbox, EMAIL, 'expired');
    aMinuteLater();
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(location()).toBe('/account-locked'));
  });

  it('a failed profile load neither locks nor logs out: the user keeps their status', async () => {
    const { location, sandbox } = await renderApp({
      url: '/share',
      user: EMAIL,
      sandbox: { faults: [{ method: 'GET', path: '/api/remitter/profile', status: 503 }] },
    });
    expect(await answered(sandbox, 1)).toBe(503);
    expect(location()).toBe('/share');
    stillSignedIn(sandbox);
    expect(screen.getByRole('heading', { level: 1, name: 'Share With a Friend' })).toBeVisible();
    // The user's status (valid) is in charge: a page a locked account may not open opens.
    await act(async () => navigate('/send-money'));
    expect(location()).toBe('/send-money');
    await pageCode(() => import('@/features/send-money/pages/send-money-page.tsx'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Send Money' })).toBeVisible();
    expect(location()).toBe('/send-money');
  });

  it("a profile without remitone_status leaves the user's status in charge", async () => {
    const { location } = await renderApp({
      url: '/profile',
      user: 'locked@example.com',
      sandbox: {
        faults: [
          {
            method: 'GET',
            path: '/api/remitter/profile',
            status: 200,
            body: {
              status: 'SUCCESS',
              result: { remitter_id: 'R100004', firstname: 'Oliver', middleware: {} },
            },
          },
        ],
      },
    });
    // The profile page shows the profile the server answered.
    const firstName = await term('First name');
    expect(firstName.nextElementSibling).toHaveTextContent('Oliver');
    expect(location()).toBe('/profile');
    // The user's status (blocked) is in charge: a page a locked account may not open sends it on.
    await act(async () => navigate('/send-money'));
    await waitFor(() => expect(location()).toBe('/account-locked'));
  });
});

describe('/account-locked with the profile', () => {
  it("shows the profile's status, and goes back once the profile and the user are both valid", async () => {
    // Signed in while valid; the profile then says expired.
    const sandbox = startSandbox();
    await signIn(sandbox, EMAIL);
    await setRemitoneStatus(sandbox, EMAIL, 'expired');
    const { location } = await renderApp({ url: '/share', user: EMAIL, sandbox });
    await waitFor(() => expect(location()).toBe('/account-locked'));
    expect(await screen.findByText(UI_OPTIONS.disclaimers.awaiting_verification.expired)).toBeVisible();

    await setRemitoneStatus(sandbox, EMAIL, 'valid');
    await regainFocus();
    expect(location()).toBe('/account-locked'); // within the minute: not asked again
    aMinuteLater();
    await regainFocus();
    // Back to the page the lock took the sender from.
    await waitFor(() => expect(location()).toBe('/share'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Share With a Friend' })).toBeVisible();
  });
});

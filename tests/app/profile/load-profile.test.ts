import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import type { Profile, RemitoneStatus } from '@/api/contract.ts';
import { hasTokenAtom, profileRemitoneStatusAtom, remitoneStatusAtom } from '@/lib/session/user.ts';
import { loadProfile, restoreCachedProfile } from '@/features/profile/api/load-profile.ts';
import { lastProfileLoadAtom, profileAtom } from '@/features/profile/state.ts';
import { db } from '@/lib/db.ts';
import { resetSessionAtoms } from '@/lib/session/reset-at-logout.ts';
import { toProfile, userByEmail } from '../../../sandbox/lib/users.ts';
import { signIn } from '../../support/render-app.tsx';
import { UK_REMITTER, UK_SENDER, failure } from '../../support/sandbox-data.ts';
import { startSandbox, type SandboxSetup, type TestSandbox } from '../../support/test-sandbox.ts';

const PROFILE = 'GET /api/remitter/profile';
const T = new Date(2025, 5, 2, 9, 0).getTime();

/** uk.sender signed in on a fresh sandbox, in a store of the test's own. */
async function signedIn(setup: SandboxSetup = {}) {
  const sandbox = startSandbox(setup);
  const store = createStore();
  await signIn(sandbox, UK_SENDER, store);
  return { sandbox, store };
}

/** The remitone provider sets uk.sender's status (sandbox control): their profile says it at once. */
const setStatus = (sandbox: TestSandbox, status: RemitoneStatus) =>
  sandbox.admin('/users/status', { method: 'POST', body: { email: UK_SENDER, remitone_status: status } });

/** uk.sender's profile as the sandbox has it, with the status given: what an earlier visit cached. */
function profileWith(sandbox: TestSandbox, remitone_status: RemitoneStatus): Profile {
  const row = userByEmail(sandbox.sandbox.deps.db, UK_SENDER)!;
  return { ...toProfile(row), remitone_status };
}

const cache = (value: Profile, savedAt = T - 1000) =>
  db.profile.put({ remitterId: UK_REMITTER, savedAt, value });

describe('loadProfile', () => {
  it("sets the profile, the guard's status, and the cache; once a minute", async () => {
    const { sandbox, store } = await signedIn();
    await setStatus(sandbox, 'blocked');
    await loadProfile(store, { now: T });
    expect(store.get(profileAtom)).toMatchObject({ key: UK_REMITTER, fromCache: false, loading: false });
    expect(store.get(remitoneStatusAtom)).toBe('blocked');
    expect((await db.profile.get(UK_REMITTER))?.value.firstname).toBe('Amelia');
    await loadProfile(store, { now: T + 30_000 });
    expect(sandbox.callsTo(PROFILE)).toHaveLength(1);
    await loadProfile(store, { now: T + 30_000, force: true });
    expect(sandbox.callsTo(PROFILE)).toHaveLength(2);
  });

  it("keeps the cached profile's status and sets the error when the server fails", async () => {
    const { sandbox, store } = await signedIn({
      faults: [failure(PROFILE, 'Profile unavailable.', { status: 500 })],
    });
    await cache(profileWith(sandbox, 'expired'));
    await loadProfile(store, { now: T });
    await vi.waitFor(() => expect(store.get(profileAtom).profile).toBeDefined());
    expect(store.get(profileAtom).error?.message).toBe('Profile unavailable.');
    expect(store.get(remitoneStatusAtom)).toBe('expired');
    expect(store.get(hasTokenAtom)).toBe(true);
  });

  it('a failure with no answer (no network) does not count against the minute', async () => {
    const { sandbox, store } = await signedIn();
    sandbox.offline = true;
    await loadProfile(store, { now: T });
    expect(store.get(profileAtom).error?.kind).toBe('network');
    expect(store.get(lastProfileLoadAtom)).toBeUndefined();
    sandbox.offline = false;
    await loadProfile(store, { now: T + 5_000 });
    expect(sandbox.callsTo(PROFILE)).toHaveLength(2);
    expect(store.get(profileAtom).profile?.firstname).toBe('Amelia');
  });

  it('a server error does count: not asked again within the minute', async () => {
    const { sandbox, store } = await signedIn({
      faults: [failure(PROFILE, 'Down.', { status: 503, times: Infinity })],
    });
    await loadProfile(store, { now: T });
    await loadProfile(store, { now: T + 5_000 });
    expect(sandbox.callsTo(PROFILE)).toHaveLength(1);
  });

  it('drops a late answer after logout: nothing shown, nothing cached', async () => {
    const { sandbox, store } = await signedIn();
    await setStatus(sandbox, 'blocked');
    const answer = sandbox.hold(PROFILE);
    const loading = loadProfile(store, { now: T });
    await answer.reached;
    store.set(hasTokenAtom, false);
    resetSessionAtoms(store);
    answer.release();
    expect(await loading).toBeUndefined();
    expect(store.get(profileAtom).profile).toBeUndefined();
    expect(store.get(profileRemitoneStatusAtom)).toBeNull();
    expect(await db.profile.count()).toBe(0);
  });

  it('shows only the latest load: an earlier answer arriving last is dropped', async () => {
    const { sandbox, store } = await signedIn();
    const first = sandbox.hold(PROFILE);
    const earlier = loadProfile(store, { now: T });
    await first.reached;
    await loadProfile(store, { now: T + 1_000, force: true });
    // The earlier call is answered last, after the provider blocked the account.
    await setStatus(sandbox, 'blocked');
    first.release();
    expect(await earlier).toBeUndefined();
    expect(sandbox.callsTo(PROFILE)[0]?.status).toBe(200);
    expect(store.get(remitoneStatusAtom)).toBe('valid');
    expect((await db.profile.get(UK_REMITTER))?.value.remitone_status).toBe('valid');
  });

  it('offline: does not ask', async () => {
    const { sandbox, store } = await signedIn();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await loadProfile(store, { now: T });
    expect(sandbox.callsTo(PROFILE)).toHaveLength(0);
  });
});

describe('restoreCachedProfile', () => {
  it("shows the signed-in user's cached profile, and its status locks", async () => {
    const { sandbox, store } = await signedIn();
    await cache(profileWith(sandbox, 'blocked'));
    await restoreCachedProfile(store);
    expect(store.get(profileAtom)).toMatchObject({ key: UK_REMITTER, fromCache: true, savedAt: T - 1000 });
    expect(store.get(remitoneStatusAtom)).toBe('blocked');
  });

  it("never replaces the server's answer with the older copy", async () => {
    const { sandbox, store } = await signedIn();
    await loadProfile(store, { now: T });
    await cache(profileWith(sandbox, 'blocked'));
    await restoreCachedProfile(store);
    expect(store.get(profileAtom).fromCache).toBe(false);
    expect(store.get(remitoneStatusAtom)).toBe('valid');
  });

  it('nor when the answer comes while the cache is being read', async () => {
    const { sandbox, store } = await signedIn();
    await cache(profileWith(sandbox, 'blocked'));
    const restoring = restoreCachedProfile(store);
    await loadProfile(store, { now: T });
    await restoring;
    expect(store.get(profileAtom).fromCache).toBe(false);
    expect(store.get(remitoneStatusAtom)).toBe('valid');
  });

  it("ignores another remitter's row", async () => {
    const { sandbox, store } = await signedIn();
    await db.profile.put({ remitterId: 'R200001', savedAt: T, value: profileWith(sandbox, 'blocked') });
    await restoreCachedProfile(store);
    expect(store.get(profileAtom).profile).toBeUndefined();
    expect(store.get(remitoneStatusAtom)).toBe('valid');
  });
});

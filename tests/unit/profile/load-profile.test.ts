import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import type { Profile } from '@/api/contract.ts';
import {
  hasTokenAtom,
  profileRemitoneStatusAtom,
  remitoneStatusAtom,
  sessionUserAtom,
} from '@/lib/session/user.ts';
import { loadProfile, restoreCachedProfile } from '@/features/profile/api/load-profile.ts';
import { lastProfileLoadAtom, profileAtom } from '@/features/profile/state.ts';
import { clearAccessToken, setAccessToken } from '@/lib/access-cookie.ts';
import { db } from '@/lib/db.ts';
import { resetSessionAtoms } from '@/lib/session/reset-at-logout.ts';
import { deferred, fakeApi, fail, ok, type FakeAnswer } from '../transactions/support/fake-api.ts';
import { ukUser } from '../transactions/support/render-page.tsx';

const PROFILE = 'GET /api/remitter/profile';
const T = new Date(2025, 5, 2, 9, 0).getTime();

function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    remitter_id: 'R1',
    firstname: 'Amelia',
    lastname: 'Carter',
    middleware: { kyc_status: 'limited', gender: 'Female' },
    ...overrides,
  } as Profile;
}

function signedInStore() {
  const store = createStore();
  setAccessToken('token-1');
  store.set(sessionUserAtom, ukUser());
  store.set(hasTokenAtom, true);
  return store;
}

const cache = (value: Profile, savedAt = T - 1000) => db.profile.put({ remitterId: 'R1', savedAt, value });

beforeEach(async () => {
  await db.wipe();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearAccessToken();
  localStorage.clear();
});

describe('loadProfile', () => {
  it("sets the profile, the guard's status, and the cache; once a minute", async () => {
    const api = fakeApi({ [PROFILE]: () => ok(profile({ remitone_status: 'blocked' })) });
    const store = signedInStore();
    await loadProfile(store, { now: T });
    expect(store.get(profileAtom)).toMatchObject({ key: 'R1', fromCache: false, loading: false });
    expect(store.get(remitoneStatusAtom)).toBe('blocked');
    expect((await db.profile.get('R1'))?.value.firstname).toBe('Amelia');
    await loadProfile(store, { now: T + 30_000 });
    expect(api.callsTo(PROFILE)).toHaveLength(1);
    await loadProfile(store, { now: T + 30_000, force: true });
    expect(api.callsTo(PROFILE)).toHaveLength(2);
  });

  it("keeps the cached profile's status and sets the error when the server fails", async () => {
    fakeApi({ [PROFILE]: () => fail('Profile unavailable.', 500) });
    await cache(profile({ remitone_status: 'expired' }));
    const store = signedInStore();
    await loadProfile(store, { now: T });
    await vi.waitFor(() => expect(store.get(profileAtom).profile).toBeDefined());
    expect(store.get(profileAtom).error?.message).toBe('Profile unavailable.');
    expect(store.get(remitoneStatusAtom)).toBe('expired');
    expect(store.get(hasTokenAtom)).toBe(true);
  });

  it('a failure with no answer (no network) does not count against the minute', async () => {
    let down = true;
    const api = fakeApi({
      [PROFILE]: () => {
        if (down) throw new TypeError('Failed to fetch');
        return ok(profile());
      },
    });
    const store = signedInStore();
    await loadProfile(store, { now: T });
    expect(store.get(profileAtom).error?.kind).toBe('network');
    expect(store.get(lastProfileLoadAtom)).toBeUndefined();
    down = false;
    await loadProfile(store, { now: T + 5_000 });
    expect(api.callsTo(PROFILE)).toHaveLength(2);
    expect(store.get(profileAtom).profile?.firstname).toBe('Amelia');
  });

  it('a server error does count: not asked again within the minute', async () => {
    const api = fakeApi({ [PROFILE]: () => fail('Down.', 503) });
    const store = signedInStore();
    await loadProfile(store, { now: T });
    await loadProfile(store, { now: T + 5_000 });
    expect(api.callsTo(PROFILE)).toHaveLength(1);
  });

  it('drops a late answer after logout: nothing shown, nothing cached', async () => {
    const answer = deferred<FakeAnswer>();
    fakeApi({ [PROFILE]: () => answer.promise });
    const store = signedInStore();
    const loading = loadProfile(store, { now: T });
    store.set(hasTokenAtom, false);
    resetSessionAtoms(store);
    answer.resolve(ok(profile({ remitone_status: 'blocked' })));
    expect(await loading).toBeUndefined();
    expect(store.get(profileAtom).profile).toBeUndefined();
    expect(store.get(profileRemitoneStatusAtom)).toBeNull();
    expect(await db.profile.count()).toBe(0);
  });

  it('shows only the latest load: an earlier answer arriving last is dropped', async () => {
    const first = deferred<FakeAnswer>();
    const answers = [() => first.promise, () => ok(profile({ remitone_status: 'valid' }))];
    fakeApi({ [PROFILE]: () => answers.shift()!() });
    const store = signedInStore();
    const earlier = loadProfile(store, { now: T });
    await loadProfile(store, { now: T + 1_000, force: true });
    first.resolve(ok(profile({ remitone_status: 'blocked' })));
    expect(await earlier).toBeUndefined();
    expect(store.get(remitoneStatusAtom)).toBe('valid');
    expect((await db.profile.get('R1'))?.value.remitone_status).toBe('valid');
  });

  it('offline: does not ask', async () => {
    const api = fakeApi({ [PROFILE]: () => ok(profile()) });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await loadProfile(signedInStore(), { now: T });
    expect(api.callsTo(PROFILE)).toHaveLength(0);
  });
});

describe('restoreCachedProfile', () => {
  it("shows the signed-in user's cached profile, and its status locks", async () => {
    await cache(profile({ remitone_status: 'blocked' }));
    const store = signedInStore();
    await restoreCachedProfile(store);
    expect(store.get(profileAtom)).toMatchObject({ key: 'R1', fromCache: true, savedAt: T - 1000 });
    expect(store.get(remitoneStatusAtom)).toBe('blocked');
  });

  it("never replaces the server's answer with the older copy", async () => {
    fakeApi({ [PROFILE]: () => ok(profile({ remitone_status: 'valid' })) });
    const store = signedInStore();
    await loadProfile(store, { now: T });
    await cache(profile({ remitone_status: 'blocked' }));
    await restoreCachedProfile(store);
    expect(store.get(profileAtom).fromCache).toBe(false);
    expect(store.get(remitoneStatusAtom)).toBe('valid');
  });

  it('nor when the answer comes while the cache is being read', async () => {
    fakeApi({ [PROFILE]: () => ok(profile({ remitone_status: 'valid' })) });
    await cache(profile({ remitone_status: 'blocked' }));
    const store = signedInStore();
    const restoring = restoreCachedProfile(store);
    await loadProfile(store, { now: T });
    await restoring;
    expect(store.get(profileAtom).fromCache).toBe(false);
    expect(store.get(remitoneStatusAtom)).toBe('valid');
  });

  it("ignores another remitter's row", async () => {
    await db.profile.put({ remitterId: 'R2', savedAt: T, value: profile({ remitone_status: 'blocked' }) });
    const store = signedInStore();
    await restoreCachedProfile(store);
    expect(store.get(profileAtom).profile).toBeUndefined();
    expect(store.get(remitoneStatusAtom)).toBe('valid');
  });
});

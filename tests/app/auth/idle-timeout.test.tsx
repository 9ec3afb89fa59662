import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { env } from '@/config/env.ts';
import { SESSION_CHANNEL, type SessionMessage } from '@/features/auth/session/session-channel.ts';
import { readAccessToken } from '@/lib/access-cookie.ts';
import { renderApp } from '../../support/render-app.tsx';

// The idle timeout's code loads once signed in (its own chunk), and its dialog's as it opens: loaded
// ahead here, so the clock these tests move starts with the watch, not with the modules' transform.
beforeAll(() =>
  Promise.all([import('@/features/auth/session/idle-watch.tsx'), import('@/components/confirm-dialog.tsx')]),
);

const IDLE = env.idleTimeoutMs;

/** Lets time pass, running timers and the promises they start (lazy dialog, logout). */
async function pass(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/** The dialog, once its lazy chunk has loaded. */
async function dialog(): Promise<HTMLElement> {
  return vi.waitFor(() => screen.getByRole('alertdialog', { name: 'Session timeout' }));
}

/** Posts as another tab would, and waits until the message has been delivered here. */
async function tellFromAnotherTab(message: SessionMessage): Promise<void> {
  const other = new BroadcastChannel(SESSION_CHANNEL);
  const probe = new BroadcastChannel(SESSION_CHANNEL);
  const delivered = new Promise((resolve) => (probe.onmessage = resolve));
  other.postMessage(message);
  await delivered;
  other.close();
  probe.close();
}

/** The token the sign-in left in the cookie. */
let token: string | null = null;

/**
 * Opens the app at `path` signed in as uk.sender and waits for its idle watch (a lazy chunk,
 * revealed after React's suspense delay) to be up, then starts the idle time with an activity,
 * as a user would.
 */
async function renderWatched(path: string) {
  const view = await renderApp({ url: path, user: 'uk.sender@example.com' });
  token = readAccessToken();
  expect(token).toEqual(expect.any(String));
  await pass(1_000);
  fireEvent.keyDown(window);
  return view;
}

/** Signed out: no cookie, and the login screen. */
async function signedOut(): Promise<void> {
  expect(readAccessToken()).toBeNull();
  expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
}

const countdown = (seconds: number) => `You will be logged out automatically in ${seconds} seconds.`;

// The test's clock, which also goes on with real time, so the app's loads and calls need no push.
beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    shouldAdvanceTime: true,
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('idle timeout', () => {
  it('waits 15 minutes by default (spec §9: 900000 ms)', () => {
    expect(IDLE).toBe(900_000);
  });

  it('opens the Session timeout dialog after the idle time, with a 21-second countdown', async () => {
    await renderWatched('/transactions');
    await pass(IDLE - 1_000);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await pass(1_000);
    const open = await dialog();
    expect(open).toHaveTextContent('Do you want to log out now?');
    expect(open).toHaveTextContent(countdown(21));
    await pass(1_000);
    expect(open).toHaveTextContent(countdown(20));
    await pass(18_000);
    expect(open).toHaveTextContent('You will be logged out automatically in 2 seconds.');
    await pass(1_000);
    expect(open).toHaveTextContent('You will be logged out automatically in 1 second.');
  });

  it('at 0 logs the user out and goes to /', async () => {
    const { location } = await renderWatched('/transactions');
    await pass(IDLE);
    await dialog();
    await pass(20_000);
    expect(readAccessToken()).toBe(token);
    await pass(1_000);
    await vi.waitFor(() => expect(location()).toBe('/'));
    await signedOut();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Yes logs out at once and goes to /', async () => {
    const { location } = await renderWatched('/transactions');
    await pass(IDLE);
    await dialog();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, log out' }));
    await vi.waitFor(() => expect(location()).toBe('/'));
    await signedOut();
  });

  it('No dismisses the dialog, keeps the user signed in and restarts the timer', async () => {
    const { location } = await renderWatched('/transactions');
    await pass(IDLE);
    await dialog();
    await pass(10_000);
    fireEvent.click(screen.getByRole('button', { name: 'No, stay signed in' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await pass(60_000);
    expect(location()).toBe('/transactions');
    expect(readAccessToken()).toBe(token);
    await pass(IDLE - 60_000 - 1_000);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await pass(1_000);
    expect(await dialog()).toHaveTextContent(countdown(21));
  });

  it('Escape answers No', async () => {
    await renderWatched('/transactions');
    await pass(IDLE);
    const open = await dialog();
    fireEvent.keyDown(open, { key: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(readAccessToken()).toBe(token);
  });

  it.each([
    ['a key', () => fireEvent.keyDown(window, { key: 'a' })],
    ['a pointer', () => fireEvent.pointerDown(document.body)],
    ['a pointer move', () => fireEvent.pointerMove(document.body)],
    ['a touch', () => fireEvent.touchStart(document.body)],
    ['a scroll', () => fireEvent.scroll(window)],
    ['the wheel', () => fireEvent.wheel(document.body)],
  ])('activity (%s) restarts the idle time', async (_name, act) => {
    await renderWatched('/transactions');
    await pass(IDLE - 100_000);
    act();
    await pass(IDLE - 1_000);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await pass(1_000);
    await dialog();
  });

  it('activity while the dialog is open does not dismiss it', async () => {
    await renderWatched('/transactions');
    await pass(IDLE);
    const open = await dialog();
    fireEvent.keyDown(window, { key: 'a' });
    fireEvent.pointerMove(document.body);
    await pass(3_000);
    expect(open).toHaveTextContent(countdown(18));
  });

  it('does not run while signed out', async () => {
    await renderApp({ url: '/register' });
    await pass(IDLE + 60_000);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a phone woken after the whole countdown logs out at once', async () => {
    const { location } = await renderWatched('/transactions');
    // Timers of a sleeping tab do not fire: move the clock only, then the page becomes visible.
    vi.setSystemTime(Date.now() + IDLE + 60_000);
    fireEvent(document, new Event('visibilitychange'));
    await vi.waitFor(() => expect(location()).toBe('/'));
    expect(readAccessToken()).toBeNull();
  });

  it('No in another tab dismisses the dialog here', async () => {
    await renderWatched('/transactions');
    await pass(IDLE);
    await dialog();
    await tellFromAnotherTab({ type: 'stay' });
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(readAccessToken()).toBe(token);
  });

  it('No here tells the other tabs', async () => {
    await renderWatched('/transactions');
    const other = new BroadcastChannel(SESSION_CHANNEL);
    const heard: unknown[] = [];
    other.onmessage = (event) => heard.push(event.data);
    await pass(IDLE);
    await dialog();
    fireEvent.click(screen.getByRole('button', { name: 'No, stay signed in' }));
    await vi.waitFor(() => expect(heard).toContainEqual({ type: 'stay' }));
    other.close();
  });

  it('activity in another tab keeps this one signed in', async () => {
    await renderWatched('/transactions');
    await pass(IDLE - 60_000);
    await tellFromAnotherTab({ type: 'activity' });
    await pass(IDLE - 1_000);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await pass(1_000);
    await dialog();
  });
});

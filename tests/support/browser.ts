import { afterEach, beforeEach, vi } from 'vitest';

/** Makes the browser say it is offline (and tells the app so). */
export function goOffline(): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
}

/** Makes `(min-width: 768px)` match (desktop) or not (a 360 px phone); the setup removes it after. */
export function setDesktop(desktop: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('min-width: 768px') ? desktop : false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

/**
 * Each test of the file starts at `at` by the browser's clock (Date only: timers stay real), which
 * the test may move on (vi.setSystemTime); the real clock is back after each test.
 */
export function useFixedClock(at: Date): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

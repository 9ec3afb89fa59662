import { vi } from 'vitest';

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

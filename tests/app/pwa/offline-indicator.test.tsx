import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { OFFLINE_TEXT, OfflineIndicator } from '@/features/pwa/components/offline-indicator.tsx';
import { renderPwa } from '../../support/render-pwa.tsx';

function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => vi.restoreAllMocks());

describe('OfflineIndicator', () => {
  it('is an empty polite status region while online', () => {
    renderPwa(<OfflineIndicator />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
  });

  it("says 'You are offline...' when the connection drops, and clears when it returns", () => {
    renderPwa(<OfflineIndicator />);
    goOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TEXT);
    expect(OFFLINE_TEXT).toMatch(/^You are offline\./);
    goOnline(true);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the text at once when the page starts offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderPwa(<OfflineIndicator />);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline.');
  });
});

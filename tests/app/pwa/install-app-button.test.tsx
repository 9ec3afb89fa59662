import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { InstallAppButton } from '@/features/pwa/components/install-app-button.tsx';
import { listenForInstall } from '@/features/pwa/api/install-events.ts';
import { renderPwa } from '../../support/render-pwa.tsx';
import { UA } from './user-agents.ts';

/** A beforeinstallprompt event as Chromium fires it. */
function promptEvent(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: ReturnType<typeof vi.fn>;
    userChoice: Promise<{ outcome: string; platform: string }>;
  };
  event.prompt = vi.fn(async () => undefined);
  event.userChoice = Promise.resolve({ outcome, platform: 'web' });
  return event;
}

function setUserAgent(userAgent: string, maxTouchPoints = 5) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  Object.defineProperty(navigator, 'maxTouchPoints', { configurable: true, get: () => maxTouchPoints }); // not in jsdom
}

function renderButton() {
  const store = createStore();
  const stop = listenForInstall(store);
  cleanups.push(stop);
  return renderPwa(<InstallAppButton />, store);
}

const cleanups: (() => void)[] = [];
beforeEach(() => setUserAgent(UA.androidChrome));
afterEach(() => {
  cleanups.splice(0).forEach((stop) => stop());
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe("'Install app' where the browser offers beforeinstallprompt", () => {
  it('shows nothing until the browser offers to install', () => {
    renderButton();
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });

  it('keeps the event, offers the button, and opens the browser prompt from it once', async () => {
    renderButton();
    const event = promptEvent();
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Install app' }));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });

  it('hides the button once the app is installed', () => {
    renderButton();
    act(() => {
      window.dispatchEvent(promptEvent());
    });
    expect(screen.getByRole('button', { name: 'Install app' })).toBeVisible();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });

  it('shows nothing when the app already runs installed (standalone)', () => {
    window.matchMedia = ((query: string) => ({
      matches: query === '(display-mode: standalone)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    renderButton();
    act(() => {
      window.dispatchEvent(promptEvent());
    });
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });
});

describe('Add to Home Screen on iOS Safari', () => {
  it('shows the steps (Share, then Add to Home Screen) in a panel that closes', async () => {
    setUserAgent(UA.iphoneSafari);
    renderButton();
    const button = screen.getByRole('button', { name: 'Install app' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = await screen.findByRole('region', { name: 'Install the app on your iPhone or iPad' });
    expect(panel).toHaveTextContent('Tap the Share button');
    expect(panel).toHaveTextContent("tap 'Add to Home Screen'");
    expect(button).toHaveAttribute('aria-controls', panel.id);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes with Escape too', async () => {
    setUserAgent(UA.iphoneSafari);
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Install app' }));
    await screen.findByRole('region', { name: 'Install the app on your iPhone or iPad' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('offers nothing in Chrome on iOS, which cannot follow the Safari steps', () => {
    setUserAgent(UA.iphoneChrome);
    renderButton();
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });
});

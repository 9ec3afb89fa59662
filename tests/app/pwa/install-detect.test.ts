import { describe, expect, it } from 'vitest';
import {
  installOffer,
  isIosSafari,
  isStandalone,
  type InstallContext,
} from '@/features/pwa/model/install-detect.ts';
import { UA } from './user-agents.ts';

describe('isIosSafari', () => {
  it.each<[keyof typeof UA, number, boolean]>([
    ['iphoneSafari', 5, true],
    ['ipadSafariDesktopMode', 5, true],
    ['ipadSafariDesktopMode', 0, false], // a Mac
    ['ipadOldSafari', 5, true],
    ['iphoneChrome', 5, false],
    ['iphoneFirefox', 5, false],
    ['iphoneEdge', 5, false],
    ['iphoneFacebook', 5, false],
    ['androidChrome', 5, false],
    ['desktopChrome', 0, false],
  ])('%s with %i touch points -> %s', (name, touchPoints, expected) => {
    expect(isIosSafari(UA[name], touchPoints)).toBe(expected);
  });
});

describe('installOffer', () => {
  const base: InstallContext = {
    userAgent: UA.androidChrome,
    maxTouchPoints: 5,
    standalone: false,
    hasPrompt: false,
    installed: false,
  };
  it.each<[string, Partial<InstallContext>, ReturnType<typeof installOffer>]>([
    ['Chromium that offered its prompt', { hasPrompt: true }, 'prompt'],
    ['Chromium that did not (yet) offer it', {}, 'none'],
    ['installed from this page', { hasPrompt: true, installed: true }, 'none'],
    ['running installed (standalone)', { hasPrompt: true, standalone: true }, 'none'],
    ['iOS Safari', { userAgent: UA.iphoneSafari }, 'ios-instructions'],
    ['iOS Safari, already on the home screen', { userAgent: UA.iphoneSafari, standalone: true }, 'none'],
    ['Chrome on iOS', { userAgent: UA.iphoneChrome }, 'none'],
  ])('%s -> %s', (_name, change, expected) => {
    expect(installOffer({ ...base, ...change })).toBe(expected);
  });
});

describe('isStandalone', () => {
  const win = (displayModeStandalone: boolean, iosStandalone?: boolean) =>
    ({
      matchMedia: (query: string) => ({
        matches: displayModeStandalone && query === '(display-mode: standalone)',
      }),
      navigator: { standalone: iosStandalone },
    }) as unknown as Window;
  it.each<[string, Window, boolean]>([
    ['a browser tab', win(false), false],
    ['display-mode standalone', win(true), true],
    ['iOS home-screen app', win(false, true), true],
    ['no matchMedia', { navigator: {} } as unknown as Window, false],
  ])('%s -> %s', (_name, target, expected) => {
    expect(isStandalone(target)).toBe(expected);
  });
});

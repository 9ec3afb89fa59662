import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config.ts';

/** The phone the JavaScript, the layout shifts, typing and warm reloads are measured on. */
export const PHONE = { width: 360, height: 740 };
/** The desktop window the layout shifts are measured on too. */
export const DESKTOP = { width: 1280, height: 800 };

/** Debian's chromium, the one the browser journeys use. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Launches Debian's chromium the way the browser journeys do. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

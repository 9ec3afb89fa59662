import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config.ts';
import { CHROMIUM_PATH } from './devices.ts';

/**
 * Chromium on a fresh profile (its own user-data-dir) with a remote-debugging port, so Playwright
 * (over CDP) and then Lighthouse (by the port) drive the same browser and the same storage.
 */
export interface ProfileBrowser {
  port: number;
  /** The profile's context and a tab of it, while Playwright is attached. */
  context: BrowserContext;
  page: Page;
  /** Empties the read cache (IndexedDB) of an origin, keeping the session and the worker. */
  clearReadCache: (origin: string) => Promise<void>;
  /** Leaves the tab on about:blank and lets go of Playwright; the browser keeps running. */
  detach: () => Promise<void>;
  /** Ends the browser and deletes the profile. */
  close: () => Promise<void>;
}

export async function openProfileBrowser(): Promise<ProfileBrowser> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'bench-profile-'));
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    userDataDir,
  });
  const close = async () => {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  };
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0];
    if (!context) throw new Error('The browser has no default context.');
    const page = context.pages()[0] ?? (await context.newPage());
    return {
      port: chrome.port,
      context,
      page,
      clearReadCache: async (origin) => {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'indexeddb' });
        await cdp.detach();
      },
      detach: async () => {
        await page.goto('about:blank');
        await browser.close(); // over CDP: disconnects, the browser stays up
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config.ts';
import { startApp } from '../tests/e2e/support/server.ts';

/**
 * Takes the manifest's screenshots (the richer install dialog) from the built app: the login
 * screen on a phone (360x800 CSS px at 1.5x = 540x1200, form_factor narrow) and on a desktop
 * (1280x800, form_factor wide), into public/screenshots/. Checks each PNG's size against
 * manifest.webmanifest. Run after a build: `npm run build && npx tsx scripts/make-screenshots.ts`,
 * then rebuild so dist carries them; the PNGs are committed.
 */
interface Shot {
  file: string;
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  isMobile: boolean;
}

const SHOTS: Shot[] = [
  { file: 'login-narrow.png', viewport: { width: 360, height: 800 }, deviceScaleFactor: 1.5, isMobile: true },
  { file: 'login-wide.png', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false },
];
const OUT_DIR = 'public/screenshots';

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(png: Buffer): string {
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

function manifestSizes(): Map<string, string> {
  const manifest = JSON.parse(readFileSync('manifest.webmanifest', 'utf8')) as {
    screenshots?: { src: string; sizes: string }[];
  };
  return new Map(
    (manifest.screenshots ?? []).map((shot) => [shot.src.replace(/^\/screenshots\//, ''), shot.sizes]),
  );
}

async function shoot(browser: Browser, url: string, shot: Shot): Promise<string> {
  const context = await browser.newContext({
    viewport: shot.viewport,
    deviceScaleFactor: shot.deviceScaleFactor,
    isMobile: shot.isMobile,
    hasTouch: shot.isMobile,
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ path: `${OUT_DIR}/${shot.file}` });
  await context.close();
  return pngSize(png);
}

async function main(): Promise<void> {
  if (!existsSync('dist/index.html')) throw new Error('Build the app first: npm run build');
  mkdirSync(OUT_DIR, { recursive: true });
  const expected = manifestSizes();
  const app = await startApp('dist');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    for (const shot of SHOTS) {
      const size = await shoot(browser, app.url, shot);
      const wanted = expected.get(shot.file);
      if (wanted !== size)
        throw new Error(`${shot.file} is ${size}, but manifest.webmanifest says ${wanted ?? 'nothing'}`);
      console.log(`${OUT_DIR}/${shot.file} ${size}`);
    }
  } finally {
    await browser.close();
    await app.close();
  }
}

await main();

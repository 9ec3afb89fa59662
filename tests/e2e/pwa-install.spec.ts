import { expect, test } from './support/test.ts';
import { WITH_SERVICE_WORKER, baseUrl, persistentBrowser, waitForServiceWorker } from './support/pwa.ts';

test.use(WITH_SERVICE_WORKER);

interface ManifestScreenshot {
  src: string;
  sizes: string;
  form_factor?: string;
}

test.describe('the installable app', () => {
  test('Chromium reports no installability errors once the service worker controls the page', async () => {
    const browser = await persistentBrowser();
    try {
      const { context, page } = browser;
      await page.goto(baseUrl());
      await waitForServiceWorker(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { errors, url } = await cdp.send('Page.getAppManifest');
      expect(url).toMatch(/\/manifest\.webmanifest$/);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  test('the manifest offers a narrow and a wide screenshot of the sizes it states', async ({ request }) => {
    const manifest = (await (await request.get(`${baseUrl()}/manifest.webmanifest`)).json()) as {
      display: string;
      icons: { purpose?: string }[];
      screenshots: ManifestScreenshot[];
    };
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const shot of manifest.screenshots) {
      const response = await request.get(`${baseUrl()}${shot.src}`);
      expect(response.headers()['content-type']).toBe('image/png');
      const png = await response.body();
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(shot.sizes);
    }
  });
});

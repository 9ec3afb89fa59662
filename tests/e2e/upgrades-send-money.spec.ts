import { expect, test, type Page } from './support/test.ts';
import { resetSandbox, signInAs } from './support/session.ts';

/**
 * The money journey of issue 12, against the strict-contract sandbox (its file name matches
 * playwright.config.ts's MONEY_JOURNEYS): an SA lite sender cannot send, upgrades to Limited with
 * a phone photo of their ID (made smaller in the browser, the upload's progress seen), and then
 * calculates a quote on /send-money.
 */

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/**
 * A 12-megapixel phone photo of an ID card (4000x3000 JPEG): a grainy background, the card and its
 * print, drawn in the page and returned as bytes.
 */
async function twelveMegapixelPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 4000;
    canvas.height = 3000;
    const g = canvas.getContext('2d')!;
    const light = g.createLinearGradient(0, 0, 4000, 3000);
    light.addColorStop(0, '#b9a68a');
    light.addColorStop(1, '#6f604f');
    g.fillStyle = light;
    g.fillRect(0, 0, 4000, 3000);
    g.fillStyle = '#eef1f4';
    g.fillRect(500, 450, 3000, 2000);
    g.fillStyle = '#1a3a6b';
    g.font = 'bold 110px sans-serif';
    g.fillText('REPUBLIC OF SOUTH AFRICA', 620, 650);
    g.font = '70px sans-serif';
    const lines = [
      'Surname DLAMINI',
      'Names LERATO',
      'Identity No 9511200000000',
      'Date of birth 20 NOV 1995',
    ];
    lines.forEach((line, i) => g.fillText(line, 1500, 900 + i * 140));
    g.fillRect(640, 820, 700, 900);
    g.font = '64px monospace';
    g.fillText('IDZAF9511200000000<<<<<<<<<<<<<<<', 620, 2150);
    g.fillText('9511205F3001012ZAF<<<<<<<<<<<<<<<<', 620, 2260);
    // Sensor grain: what makes a photo, unlike a drawing, heavy.
    const image = g.getImageData(0, 0, 4000, 3000);
    for (let i = 0; i < image.data.length; i += 4) {
      const grain = (Math.random() - 0.5) * 24;
      for (let channel = 0; channel < 3; channel += 1) {
        image.data[i + channel] = (image.data[i + channel] ?? 0) + grain;
      }
    }
    g.putImageData(image, 0, 0);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.92));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000)
      text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}

test('an SA lite sender upgrades with files (progress seen), then calculates a quote on /send-money', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInAs(page, 'sa.lite@example.com');
  // An SA sender starts on the country page (issue 11); the choice of Zimbabwe lasts the session.
  await page.goto('/send-money');
  await page.getByRole('button', { name: /Zimbabwe/ }).click();
  await expect(page).toHaveURL(/\/send-money$/);
  await expect(page.getByText('Upgrade your account to continue transacting!')).toBeVisible();

  // The send page's way to My Limits (on a phone the menu holds it too).
  await page.getByRole('link', { name: 'Upgrade sending limit' }).click();
  await expect(page).toHaveURL(/\/upgrade-account$/);
  await page.getByRole('link', { name: 'Upgrade Now to Limited' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade to Limited' })).toBeVisible();

  await page.getByLabel(/^Address line 1/).fill('25 Sample Avenue');
  await page.getByLabel(/^City/).fill('Cape Town');
  await page.getByLabel(/^State\/Province/).fill('Western Cape');
  await page.getByLabel(/^Post code/).fill('7925');
  await expect(page.getByLabel(/^Nationality/)).toHaveValue('ZA');
  await page.getByRole('radio', { name: 'SA National ID' }).check();
  await page.getByLabel(/^ID number/).fill('9511200000000');
  await page.getByLabel(/^ID issue place/).fill('Cape Town');
  await page.getByLabel(/^ID issue country/).selectOption('ZA');
  await page.getByLabel(/^ID expiry date/).fill('2031-11-19');
  await page.getByLabel(/^Proof of address type/).selectOption('utility_bill');

  // The phone photo of the ID, made smaller in the browser before it is sent.
  const photo = await twelveMegapixelPhoto(page);
  const started = Date.now();
  await page
    .getByLabel(/^ID document/, { exact: false })
    .and(page.locator('input[type=file]'))
    .setInputFiles({ name: 'id-photo.jpg', mimeType: 'image/jpeg', buffer: photo });
  const note = page.getByText(/^Made smaller for upload: /);
  await expect(note).toBeVisible({ timeout: 90_000 });
  const compressionMs = Date.now() - started;
  const noteText = (await note.textContent()) ?? '';
  test.info().annotations.push({
    type: 'compression',
    description: `12 MP JPEG of ${(photo.length / 1048576).toFixed(2)} MB: ${noteText} in ${compressionMs} ms`,
  });
  console.log(`compression: 4000x3000 JPEG, ${photo.length} bytes; ${noteText} in ${compressionMs} ms`);
  await expect(page.getByText('id-photo.jpg')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of id-photo.jpg' })).toBeVisible();

  // A slow connection's upload, so that its progress shows.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 100,
    downloadThroughput: 500_000,
    uploadThroughput: 100_000,
  });
  await page.getByRole('button', { name: 'Upgrade' }).click();
  await page
    .getByRole('alertdialog', { name: 'Are you sure you want proceed?' })
    .getByRole('button', { name: 'Proceed' })
    .click();
  const bar = page.getByRole('progressbar', { name: 'Sending your documents' });
  await expect(bar).toBeVisible();
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 30_000, intervals: [100] })
    .toBeGreaterThan(0);
  const midway = Number(await bar.getAttribute('aria-valuenow'));
  expect(midway).toBeLessThan(100);
  await expect(page.getByText(/^Sending your documents: \d+%$/)).toBeVisible();
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  await expect(page).toHaveURL(/\/profile$/, { timeout: 60_000 });
  await expect(page.getByText('Your account has been upgraded.')).toBeVisible();
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Your account is Limited.');

  // Now Limited: the quote.
  await page.goto('/send-money');
  await expect(page.getByLabel(/^Amount to receive/)).toBeVisible();
  await expect(page.getByText('Upgrade your account to continue transacting!')).toHaveCount(0);
  await page.getByLabel(/^Destination currency/).selectOption('USD');
  await page.getByLabel(/^Amount to receive/).fill('100');
  await page.getByLabel(/^Transfer type/).selectOption({ index: 1 });
  await page.getByLabel(/^Payment method/).selectOption({ label: 'Pay Online' });
  await page.getByLabel(/^Purpose/).selectOption({ label: 'Gift' });
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByRole('region', { name: 'Your quote' })).toBeVisible();
});

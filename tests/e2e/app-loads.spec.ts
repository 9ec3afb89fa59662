import { expect, test } from '@playwright/test';

test('the app loads and shows what the sandbox serves', async ({ page }) => {
  const uiCall = page.waitForResponse((response) => response.url().endsWith('/api/remitter/ui'));
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1, name: 'Remit Portal' })).toBeVisible();
  expect((await uiCall).status()).toBe(200);
  await expect(page.getByRole('link', { name: 'help.uk@example.com' })).toHaveAttribute(
    'href',
    'mailto:help.uk@example.com',
  );
  const meta = (await (await page.request.get('/meta.json')).json()) as {
    version: string;
    buildNumber: string;
  };
  await expect(page.getByText(`Version ${meta.version} (build ${meta.buildNumber})`)).toBeVisible();
});

test('the served pages carry the security headers', async ({ page }) => {
  const response = await page.goto('/send-money');
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

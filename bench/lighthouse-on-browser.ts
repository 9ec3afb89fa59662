import lighthouse from 'lighthouse';
import { figuresOf, type LighthouseFigures } from './lighthouse-figures.ts';

export type Category = 'performance' | 'accessibility' | 'best-practices';

/**
 * One Lighthouse run on `url` in the browser listening on `port` (mobile form factor, default
 * simulated throttling). Lighthouse opens its own tab in the browser's profile and leaves the
 * storage alone (`disableStorageReset`): the session, the service worker and the read cache the
 * profile holds are what the page finds, as for a returning user.
 */
export async function lighthouseOn(
  port: number,
  url: string,
  categories: readonly Category[],
): Promise<LighthouseFigures> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      formFactor: 'mobile',
      disableStorageReset: true,
    },
    { extends: 'lighthouse:default' },
  );
  if (!result) throw new Error('Lighthouse returned no result.');
  return figuresOf(result.lhr);
}

import type { LighthouseFigures } from './lighthouse-figures.ts';
import { lighthouseOn } from './lighthouse-on-browser.ts';
import { openProfileBrowser } from './profile-browser.ts';
import { QUIET_MS, trackQuiet } from './quiet.ts';
import type { BenchRoute } from './routes.ts';
import { signInThroughUi } from './sign-in.ts';

/** Lighthouse on one route, twice in the same profile: the first visit, then the return visit. */
export interface VisitPair {
  first: LighthouseFigures;
  return: LighthouseFigures;
}

/**
 * One pair of visits in a fresh profile. A signed-in route: sign in through the login form, then
 * empty the read cache, so the first visit fetches the page's data (the app's code may already be
 * in the service worker's cache from the sign-in, as for a real user); the return visit finds the
 * data in IndexedDB. A public route: the first visit of a new browser, then a return.
 */
export async function visitPair(baseUrl: string, route: BenchRoute): Promise<VisitPair> {
  const browser = await openProfileBrowser();
  try {
    if (route.account) {
      const quiet = trackQuiet(browser.page);
      await signInThroughUi(browser.page, baseUrl, route.account);
      await quiet(QUIET_MS);
      await browser.page.goto('about:blank');
      await browser.clearReadCache(new URL(baseUrl).origin);
    }
    await browser.detach();
    const url = new URL(route.path, baseUrl).href;
    const first = await lighthouseOn(browser.port, url, ['performance', 'accessibility', 'best-practices']);
    const again = await lighthouseOn(browser.port, url, ['performance']);
    return { first, return: again };
  } finally {
    await browser.close();
  }
}

/** `runs` pairs of visits, each in its own fresh profile; a failed pair is reported and skipped. */
export async function visitPairs(
  baseUrl: string,
  route: BenchRoute,
  runs: number,
): Promise<{ pairs: VisitPair[]; errors: string[] }> {
  const pairs: VisitPair[] = [];
  const errors: string[] = [];
  for (let i = 0; i < runs; i += 1) {
    try {
      pairs.push(await visitPair(baseUrl, route));
    } catch (error: unknown) {
      errors.push(error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error));
    }
  }
  return { pairs, errors };
}

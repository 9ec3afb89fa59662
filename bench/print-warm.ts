import { GOALS, seconds, verdict } from './goals.ts';
import { printHeading, printTable } from './print-table.ts';
import type { AccountReloads } from './results.ts';
import { median } from './stats.ts';
import { API_DELAY_MS, type WarmReloadFigure } from './warm-reload.ts';

/** Cached data on screen before the API's answer, within the target, in every reload. */
export const warmReloadPasses = (figure: WarmReloadFigure) =>
  figure.beforeAnswer === figure.shownMs.length && median(figure.shownMs) < GOALS.warmReloadMaxMs;

const ms = (values: number[]) => `${Math.round(median(values))} ms`;

export function printWarm(accounts: AccountReloads[], reloads: number): void {
  printHeading(
    `Warm reload with every call to the remote services ${API_DELAY_MS / 1000} s late (phone 360x740, service worker ` +
      `active, data cached; page clock, median of ${reloads} reloads)`,
  );
  const rows = accounts.flatMap(({ email, figures }) =>
    figures.map((figure) => [
      email,
      figure.shows === 'detail' ? '/transactions/{first}' : figure.route,
      seconds(median(figure.shownMs)),
      `${figure.beforeAnswer}/${figure.shownMs.length}`,
      seconds(median(figure.answerMs)),
      ms(figure.longestTaskMs),
      ms(figure.blockingMs),
      ms(figure.blockingAfterAnswerMs),
      verdict(warmReloadPasses(figure)),
    ]),
  );
  printTable(
    [
      'account',
      'page',
      'cached on screen',
      'before answer',
      'answer at',
      'longest task',
      'blocking',
      'blocking after answer',
      `< ${GOALS.warmReloadMaxMs / 1000} s`,
    ],
    rows,
    [2, 3, 4, 5, 6, 7],
  );
  console.log(
    '(cached on screen: first rows, the transaction status, or the country cards, visible from the cache; blocking: total ' +
      'blocking time of the long tasks from the reload until the answer is shown, and of those that ' +
      'began once the answer arrived: how long the page stays unresponsive while the rest loads; ' +
      '0 ms: no task over 50 ms)',
  );
  for (const { email, error } of accounts) {
    if (error) console.log(`${email}: could not be measured: ${error}`);
  }
}

import { describe, expect, it, vi } from 'vitest';
import { API_KEY_HEADER } from '@/api/contract.ts';
import type { RateAlertRow } from '@/lib/db-schema.ts';
import { db } from '@/lib/db.ts';
import { checkRateAlerts, type RateAlertWorker } from '../../../sw/rate-alerts.ts';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';

/**
 * The service worker's background check, called as its periodic sync would: the alerts the page
 * saved (the app's database, read by the worker's own Dexie), the rates from a stubbed fetch, and
 * a fake registration that records the notifications. The test setup empties the database after
 * each test.
 */

const GBP_ALERT: RateAlertRow = {
  corridor: 'GBP_TO_USD',
  source: 'GBP',
  destination: 'USD',
  target: 1.3,
  setAt: 1,
};
const ZAR_ALERT: RateAlertRow = {
  corridor: 'ZAR_TO_USD',
  source: 'ZAR',
  destination: 'USD',
  target: 0.06,
  setAt: 1,
};

/** A worker whose fetch answers the UI options with these rates (or `answer`). */
function fakeWorker(rates: Partial<typeof UI_OPTIONS.rates>, answer?: () => Promise<Response>) {
  let current = rates;
  const fetch = vi.fn(
    (_url: string, _init: RequestInit) =>
      answer?.() ?? Promise.resolve(new Response(JSON.stringify({ ...UI_OPTIONS, rates: current }))),
  );
  const showNotification = vi.fn((_title: string, _options?: NotificationOptions) => Promise.resolve());
  const unregister = vi.fn((_tag: string) => Promise.resolve());
  const worker = {
    fetch,
    registration: {
      showNotification,
      periodicSync: { register: vi.fn(() => Promise.resolve()), unregister },
    },
  } satisfies RateAlertWorker;
  return { worker, fetch, showNotification, unregister, moveTo: (next: typeof rates) => (current = next) };
}

describe("the service worker's check of the rate alerts", () => {
  it('fetches the UI options as the app does, notifies once, marks the alert fired; the next check does not notify', async () => {
    await db.rateAlerts.put(GBP_ALERT);
    const { worker, fetch, showNotification, unregister } = fakeWorker({
      ...UI_OPTIONS.rates,
      GBP_TO_USD: 1.31,
    });

    await checkRateAlerts(worker, undefined, 1_000);

    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/remitter/ui');
    expect(init).toMatchObject({ method: 'GET', headers: { [API_KEY_HEADER]: 'sandbox-ui-key' } });
    expect(showNotification).toHaveBeenCalledTimes(1);
    expect(showNotification).toHaveBeenCalledWith('The rate you asked for', {
      body: 'Good news: £1 now buys $1.3100, the rate you asked for.',
      tag: 'rate-alert:GBP_TO_USD',
      icon: '/icons/icon-192.png',
      data: { url: '/send-money' },
    });
    expect(await db.rateAlerts.get('GBP_TO_USD')).toEqual({ ...GBP_ALERT, firedAt: 1_000, firedRate: 1.31 });
    // No alert waits any more: the background check stops.
    expect(unregister).toHaveBeenCalledWith('rate-alerts');

    await checkRateAlerts(worker, undefined, 2_000);
    expect(showNotification).toHaveBeenCalledTimes(1);
    expect((await db.rateAlerts.get('GBP_TO_USD'))?.firedAt).toBe(1_000);
  });

  it('below the target: no notification, the alert still waits, the background check goes on', async () => {
    await db.rateAlerts.put(GBP_ALERT);
    const { worker, showNotification, unregister } = fakeWorker(UI_OPTIONS.rates);
    await checkRateAlerts(worker);
    expect(showNotification).not.toHaveBeenCalled();
    expect(await db.rateAlerts.get('GBP_TO_USD')).toEqual(GBP_ALERT);
    expect(unregister).not.toHaveBeenCalled();
  });

  it('watches each corridor on its own rate: GBP->USD fires on its own, ZAR->USD waits for its', async () => {
    await db.rateAlerts.bulkPut([GBP_ALERT, ZAR_ALERT]);
    const { worker, showNotification, unregister, moveTo } = fakeWorker({
      ...UI_OPTIONS.rates,
      GBP_TO_USD: 1.3,
      ZAR_TO_USD: 0.055,
    });
    await checkRateAlerts(worker);
    expect(showNotification.mock.calls.map(([, options]) => options?.tag)).toEqual(['rate-alert:GBP_TO_USD']);
    expect(unregister).not.toHaveBeenCalled();

    moveTo({ ...UI_OPTIONS.rates, GBP_TO_USD: 1.5, ZAR_TO_USD: 0.061 });
    await checkRateAlerts(worker);
    expect(showNotification.mock.calls.map(([, options]) => options?.tag)).toEqual([
      'rate-alert:GBP_TO_USD',
      'rate-alert:ZAR_TO_USD',
    ]);
    expect(unregister).toHaveBeenCalledTimes(1);
  });

  it.each<[string, () => Promise<Response>]>([
    ['offline', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a server error', () => Promise.resolve(new Response('{"status":"FAIL"}', { status: 500 }))],
    ['an answer without rates', () => Promise.resolve(new Response('{"status":"FAIL","result":{}}'))],
    ['an unreadable answer', () => Promise.resolve(new Response('<html>'))],
  ])('%s: nothing fires, and the next check asks again', async (_, answer) => {
    await db.rateAlerts.put(GBP_ALERT);
    const { worker, showNotification, unregister } = fakeWorker({}, answer);
    await checkRateAlerts(worker);
    expect(showNotification).not.toHaveBeenCalled();
    expect(unregister).not.toHaveBeenCalled();
    expect(await db.rateAlerts.get('GBP_TO_USD')).toEqual(GBP_ALERT);
  });

  it('a notification the browser refuses still leaves the alert fired (the app shows its note)', async () => {
    await db.rateAlerts.put(GBP_ALERT);
    const { worker, showNotification } = fakeWorker({ ...UI_OPTIONS.rates, GBP_TO_USD: 1.4 });
    showNotification.mockRejectedValue(new TypeError('No notification permission has been granted'));
    await expect(checkRateAlerts(worker, undefined, 7)).resolves.toBeUndefined();
    expect((await db.rateAlerts.get('GBP_TO_USD'))?.firedRate).toBe(1.4);
  });

  it('with no alert left (a logout removed them), the background check stops', async () => {
    const { worker, showNotification, unregister } = fakeWorker(UI_OPTIONS.rates);
    await checkRateAlerts(worker);
    expect(showNotification).not.toHaveBeenCalled();
    expect(unregister).toHaveBeenCalledWith('rate-alerts');
  });
});

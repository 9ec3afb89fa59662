import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { saveRateAlert } from '@/features/rate-alerts/api/alert-store.ts';
import { db } from '@/lib/db.ts';
import { RATE_ALERTS_KEY } from '@/lib/rate-alerts-mark.ts';
import type { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';
import { renderApp } from '../../support/render-app.tsx';
import { startSandbox, type TestSandbox } from '../../support/test-sandbox.ts';

type Rates = typeof UI_OPTIONS.rates;

/** The browser's Notification: its permission, the prompt (answering `answer`) and what was shown. */
function stubNotification(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  const shown: { title: string; options?: NotificationOptions }[] = [];
  const requestPermission = vi.fn(() => {
    FakeNotification.permission = answer;
    return Promise.resolve(answer);
  });
  class FakeNotification {
    static permission = permission;
    static requestPermission = requestPermission;
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, options });
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { requestPermission, shown };
}

/** The UI options' call, whose answer carries the rates. */
const UI = 'GET /api/remitter/ui';

/**
 * The sandbox answers in-process; its rate control moves the rates GET /remitter/ui answers. The
 * calls the app made, as the sandbox received them.
 */
function stubSandbox() {
  const sandbox = startSandbox({ strict: false });
  const moveRate = (rates: Partial<Rates>) => sandbox.admin('/rate', { method: 'POST', body: rates });
  return Object.assign(moveRate, { sandbox });
}

/**
 * The login page, signed out (a fresh sandbox unless given), and its calculator's Watch the rate
 * (£1 from the UK unless the sender chooses South Africa), which checks the alerts as the page opens.
 */
async function renderAlert(sandbox: TestSandbox = startSandbox({ strict: false })) {
  const view = await renderApp({ url: '/', sandbox });
  const calculator = await screen.findByRole('region', { name: 'What your family receives' });
  const region = await within(calculator).findByRole('region', { name: 'Watch the rate' });
  return {
    ...view,
    events: view.user,
    calculator,
    region,
    target: within(region).getByLabelText('Tell me when £1 buys'),
  };
}

describe('Watch the rate: setting, replacing and removing an alert', () => {
  it('asks for the permission to notify once, when the first alert is set; shows the alert; replaces and removes it', async () => {
    const { requestPermission } = stubNotification('default');
    const { events, region, target } = await renderAlert();
    expect(within(region).getByText('Today £1 buys $1.2500.')).toBeInTheDocument();
    expect(requestPermission).not.toHaveBeenCalled(); // never before an alert is set

    await events.type(target, '1.30');
    await events.click(within(region).getByRole('button', { name: 'Set alert' }));
    expect(
      await within(region).findByText('Alert set: we will tell you when £1 buys $1.3000.'),
    ).toBeVisible();
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(target).toHaveValue('');
    expect(localStorage.getItem(RATE_ALERTS_KEY)).toBe('1');

    // A new target for the same corridor replaces the alert, and asks nothing again.
    await events.type(target, '1.4');
    await events.click(within(region).getByRole('button', { name: 'Set alert' }));
    expect(
      await within(region).findByText('Alert set: we will tell you when £1 buys $1.4000.'),
    ).toBeVisible();
    expect(within(region).queryByText(/\$1\.3000/)).toBeNull();
    expect(await db.rateAlerts.toArray()).toEqual([
      expect.objectContaining({ corridor: 'GBP_TO_USD', source: 'GBP', destination: 'USD', target: 1.4 }),
    ]);
    expect(requestPermission).toHaveBeenCalledTimes(1);

    await events.click(within(region).getByRole('button', { name: 'Remove alert' }));
    await waitFor(() => expect(within(region).queryByText(/Alert set/)).toBeNull());
    expect(await db.rateAlerts.count()).toBe(0);
    expect(localStorage.getItem(RATE_ALERTS_KEY)).toBeNull();
  });

  it('sets the alert when notifications are refused, and does not ask again', async () => {
    const { requestPermission } = stubNotification('default', 'denied');
    const { events, region, target } = await renderAlert();
    await events.type(target, '1.3');
    await events.click(within(region).getByRole('button', { name: 'Set alert' }));
    expect(
      await within(region).findByText('Alert set: we will tell you when £1 buys $1.3000.'),
    ).toBeVisible();
    await events.type(target, '1.35');
    await events.click(within(region).getByRole('button', { name: 'Set alert' }));
    expect(
      await within(region).findByText('Alert set: we will tell you when £1 buys $1.3500.'),
    ).toBeVisible();
    expect(requestPermission).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['', 'Enter the rate you want as a number above 0, such as 1.5.'],
    ['0', 'Enter the rate you want as a number above 0, such as 1.5.'],
    ['1.2', '£1 already buys $1.2500: enter a higher rate.'],
    ['1.25', '£1 already buys $1.2500: enter a higher rate.'],
  ])('refuses %j: %s (nothing saved, nothing asked)', async (typed, message) => {
    const { requestPermission } = stubNotification('default');
    const { events, region, target } = await renderAlert();
    if (typed) await events.type(target, typed);
    await events.click(within(region).getByRole('button', { name: 'Set alert' }));
    expect(await within(region).findByText(message)).toBeVisible();
    expect(target).toHaveAttribute('aria-invalid', 'true');
    expect(requestPermission).not.toHaveBeenCalled();
    expect(await db.rateAlerts.count()).toBe(0);
  });
});

describe('Watch the rate: the rate reaches the target', () => {
  it('on opening, with the rate the server answers: the note and one notification; dismissed, the alert stays reached', async () => {
    const moveRate = stubSandbox();
    const { shown } = stubNotification('granted');
    await saveRateAlert({ source: 'GBP', destination: 'USD', target: 1.3 });
    await moveRate({ GBP_TO_USD: 1.31 });

    const { events, region } = await renderAlert(moveRate.sandbox);
    const note = await within(region).findByRole('status', { name: 'Rate alert' });
    expect(note).toHaveTextContent('Good news: £1 now buys $1.3100, the rate you asked for.');
    expect(
      within(region).getByText('Alert reached: £1 bought $1.3100 (you asked for $1.3000).'),
    ).toBeVisible();
    expect(shown).toEqual([
      {
        title: 'The rate you asked for',
        options: expect.objectContaining({ body: 'Good news: £1 now buys $1.3100, the rate you asked for.' }),
      },
    ]);

    await events.click(within(note).getByRole('button', { name: 'Dismiss the note' }));
    await waitFor(() => expect(within(region).queryByRole('status', { name: 'Rate alert' })).toBeNull());
    expect(within(region).getByText(/^Alert reached/)).toBeVisible();
    expect(shown).toHaveLength(1);
  });

  it('back online, asked anew: the note shows, with notifications refused and never asked for', async () => {
    const moveRate = stubSandbox();
    const { requestPermission, shown } = stubNotification('denied');
    await saveRateAlert({ source: 'GBP', destination: 'USD', target: 1.3 });

    const { region } = await renderAlert(moveRate.sandbox);
    // The check on opening had the server's 1.25 (its answer read): nothing to say.
    await waitFor(() => expect(moveRate.sandbox.callsTo(UI)).toMatchObject([{ settled: true, status: 200 }]));
    expect(within(region).queryByRole('status', { name: 'Rate alert' })).toBeNull();

    await moveRate({ GBP_TO_USD: 1.3 });
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await within(region).findByRole('status', { name: 'Rate alert' })).toHaveTextContent(
      'Good news: £1 now buys $1.3000, the rate you asked for.',
    );
    expect(shown).toEqual([]);
    expect(requestPermission).not.toHaveBeenCalled();
    expect((await db.rateAlerts.get('GBP_TO_USD'))?.firedRate).toBe(1.3);
  });

  it("fires each corridor's alert on its own rate only", async () => {
    const moveRate = stubSandbox();
    stubNotification('granted');
    await saveRateAlert({ source: 'GBP', destination: 'USD', target: 1.3 });
    await saveRateAlert({ source: 'ZAR', destination: 'USD', target: 0.06 });
    await moveRate({ ZAR_TO_USD: 2 });
    const { events, calculator, region: uk } = await renderAlert(moveRate.sandbox);
    // The check has run (the alerts were read against the server's rates)...
    await waitFor(async () => expect((await db.rateAlerts.get('ZAR_TO_USD'))?.firedRate).toBe(2));
    // ...the UK one, whose rate did not move, still waits...
    expect(within(uk).getByText('Alert set: we will tell you when £1 buys $1.3000.')).toBeVisible();
    expect(within(uk).queryByRole('status', { name: 'Rate alert' })).toBeNull();
    // ...and the South African alert's rate reached its target.
    await events.click(within(calculator).getByRole('radio', { name: 'South Africa' }));
    const sa = within(calculator).getByRole('region', { name: 'Watch the rate' });
    expect(await within(sa).findByRole('status', { name: 'Rate alert' })).toHaveTextContent(
      'Good news: R1 now buys $2.0000, the rate you asked for.',
    );
  });
});

describe('Watch the rate on the calculator before sign-in', () => {
  it('takes the corridor from the sending country: £1 from the UK, R1 from South Africa', async () => {
    const { events, calculator, region: watch } = await renderAlert();
    expect(within(watch).getByLabelText('Tell me when £1 buys')).toBeInTheDocument();

    await events.click(within(calculator).getByRole('radio', { name: 'South Africa' }));
    expect(within(watch).getByLabelText('Tell me when R1 buys')).toBeInTheDocument();
    expect(within(watch).getByText('Today R1 buys $0.0526.')).toBeInTheDocument();
  });
});

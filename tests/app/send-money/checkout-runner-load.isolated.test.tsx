import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type * as PaymentStages from '@/features/send-money/hooks/payment-stages.ts';
import { CHECKING_PAYMENT, CREATE_INTERRUPTED } from '@/features/payments/model/checkout-messages.ts';
import { UK_SENDER } from '../../support/sandbox-data.ts';
import { startSandbox, type TestSandbox } from '../../support/test-sandbox.ts';
import { NEW, makePayment, reachConfirmation, stepHeading } from './send-flow.tsx';

/**
 * The checkout's runner (the module that creates it, payment-stages.ts) is a chunk of its own: the
 * page loads it with the Confirmation step, or at once when it opens on a payment a reload cut
 * off. Each evaluation of the module is counted; a test can hold it (a slow connection) or make it
 * fail (the chunk did not load).
 */
const runner = vi.hoisted(() => ({
  loads: 0,
  gate: null as Promise<void> | null,
  fail: false,
}));

/**
 * A page load: fresh modules (this file has a module graph of its own, vitest.config.ts), the
 * browser's storage and cookie kept, so a second one is a reload. The runner's stand-in is
 * registered again for each, so every page evaluates the module once.
 */
async function openPage(url: string, sandbox: TestSandbox, user?: string) {
  vi.resetModules();
  vi.doMock('@/features/send-money/hooks/payment-stages.ts', async (original) => {
    runner.loads += 1;
    if (runner.gate) await runner.gate;
    if (runner.fail) throw new TypeError('Failed to fetch dynamically imported module');
    return original<typeof PaymentStages>();
  });
  const { renderApp } = await import('../../support/render-app.tsx');
  return renderApp({ url, sandbox, user });
}

/** Walks to Confirmation and presses Make Payment; the create lands, its answer is lost: a reload. */
async function cutOffCreate(sandbox: TestSandbox) {
  const page = await openPage('/send-money', sandbox, UK_SENDER);
  await reachConfirmation(page.user);
  const create = sandbox.hold(NEW, { answerLost: true });
  await makePayment(page.user);
  await create.reached;
  page.unmount();
}

describe('the checkout runner, loaded when it is needed', () => {
  it('is not loaded by the first screen; the Confirmation step brings it, and pays', async () => {
    const sandbox = startSandbox();
    const loadsBefore = runner.loads;
    const { user } = await openPage('/send-money', sandbox, UK_SENDER);
    await screen.findByRole('button', { name: 'Calculate' });
    expect(runner.loads).toBe(loadsBefore);
    await reachConfirmation(user);
    expect(runner.loads).toBe(loadsBefore + 1);
    await makePayment(user);
    await stepHeading('Transaction Status');
    expect(sandbox.callsTo(NEW)).toHaveLength(1);
  });

  it('a page opened on a payment a reload cut off checks first, then says it was interrupted', async () => {
    const sandbox = startSandbox();
    await cutOffCreate(sandbox);
    let arrive = () => {};
    runner.gate = new Promise<void>((resolve) => (arrive = resolve));
    const loadsBefore = runner.loads;
    await openPage('/send-money', sandbox);
    // The runner's chunk is on its way: the page says so, and offers nothing to press.
    expect(await screen.findByText(CHECKING_PAYMENT)).toBeVisible();
    expect(runner.loads).toBe(loadsBefore + 1);
    expect(screen.queryByRole('button', { name: /^(Calculate|Make Payment)$/ })).toBeNull();
    arrive();
    runner.gate = null;
    expect(await screen.findByText(CREATE_INTERRUPTED)).toBeVisible();
    expect(screen.queryByText(CHECKING_PAYMENT)).toBeNull();
    // Recovered, never repeated: the reloaded page made no create of its own.
    expect(sandbox.callsTo(NEW)).toHaveLength(0);
  });

  it('a runner that cannot load shows the error screen, never a page that pays', async () => {
    const sandbox = startSandbox();
    await cutOffCreate(sandbox);
    runner.fail = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await openPage('/send-money', sandbox);
      expect(await screen.findByText(/The page could not be shown/)).toBeVisible();
      expect(screen.queryByRole('button', { name: /^(Calculate|Make Payment)$/ })).toBeNull();
    } finally {
      runner.fail = false;
    }
  });
});

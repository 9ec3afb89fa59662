import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createWorkerBridge,
  reloadOnControllerChange,
  watchForWaitingWorker,
  WORKER_ANSWER_MS,
} from '@/features/pwa/api/worker-bridge.ts';
import { createReloader } from '@/features/pwa/model/reloader.ts';
import { FakeContainer, FakeRegistration, FakeWorker } from '../../support/fake-worker.ts';

describe('watchForWaitingWorker', () => {
  it('reports a worker already waiting behind an active one', () => {
    const registration = new FakeRegistration();
    registration.active = new FakeWorker('old');
    registration.waiting = new FakeWorker('new');
    const onWaiting = vi.fn();
    watchForWaitingWorker(registration.asRegistration, onWaiting);
    expect(onWaiting).toHaveBeenCalledTimes(1);
  });

  it('reports a worker found later once it has installed, not while it installs', () => {
    const registration = new FakeRegistration();
    registration.active = new FakeWorker('old');
    const onWaiting = vi.fn();
    watchForWaitingWorker(registration.asRegistration, onWaiting);
    registration.found(new FakeWorker('new'));
    expect(onWaiting).not.toHaveBeenCalled();
    registration.installed();
    expect(onWaiting).toHaveBeenCalledTimes(1);
  });

  it('follows a worker that was already installing when the page registered', () => {
    const registration = new FakeRegistration();
    registration.active = new FakeWorker('old');
    registration.installing = new FakeWorker('new');
    const onWaiting = vi.fn();
    watchForWaitingWorker(registration.asRegistration, onWaiting);
    registration.installed();
    expect(onWaiting).toHaveBeenCalledTimes(1);
  });

  it('ignores the very first worker (nothing active before it: it activates at once)', () => {
    const registration = new FakeRegistration();
    const onWaiting = vi.fn();
    watchForWaitingWorker(registration.asRegistration, onWaiting);
    registration.found(new FakeWorker('first'));
    registration.installed();
    expect(onWaiting).not.toHaveBeenCalled();
  });
});

describe('reloadOnControllerChange', () => {
  it('reloads once when a new worker replaces the controller (this tab or another tab updated)', () => {
    const container = new FakeContainer(new FakeWorker('old'));
    const reload = vi.fn();
    const reloader = createReloader(reload);
    reloadOnControllerChange(container.asContainer, reloader.reloadOnce, () => false);
    container.takeControl(new FakeWorker('new'));
    container.takeControl(new FakeWorker('newer'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the first worker ever claims the page', () => {
    const container = new FakeContainer(null);
    const reload = vi.fn();
    reloadOnControllerChange(container.asContainer, reload, () => false);
    container.takeControl(new FakeWorker('first'));
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads an uncontrolled page (a hard reload) that asked the new worker to take over', () => {
    const container = new FakeContainer(null);
    const reload = vi.fn();
    reloadOnControllerChange(container.asContainer, reload, () => true);
    container.takeControl(new FakeWorker('new'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('createWorkerBridge', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function bridgeWith(registration: FakeRegistration) {
    const onWaiting = vi.fn();
    const bridge = createWorkerBridge(registration.asRegistration, onWaiting);
    return { bridge, onWaiting };
  }

  it('sends SKIP_WAITING to the waiting worker only', () => {
    const registration = new FakeRegistration();
    const active = new FakeWorker('old');
    const waiting = new FakeWorker('new');
    registration.active = active;
    registration.waiting = waiting;
    const { bridge } = bridgeWith(registration);
    expect(bridge.isWaiting()).toBe(true);
    expect(bridge.asked()).toBe(false);
    bridge.activateWaitingWorker();
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    // The reload on the worker taking over knows this page asked for it.
    expect(bridge.asked()).toBe(true);
    expect(active.postMessage).not.toHaveBeenCalled();
  });

  it('waits for a worker that is still installing when Update Now is pressed', async () => {
    const registration = new FakeRegistration();
    registration.active = new FakeWorker('old');
    const { bridge } = bridgeWith(registration);
    registration.update.mockImplementation(async () => registration.found(new FakeWorker('new')));
    const found = bridge.findWaitingWorker(5000);
    await vi.advanceTimersByTimeAsync(1000);
    registration.installed();
    await expect(found).resolves.toBe(true);
  });

  it('gives up at once when the browser finds no new worker, and after the timeout otherwise', async () => {
    const registration = new FakeRegistration();
    registration.active = new FakeWorker('old');
    const { bridge } = bridgeWith(registration);
    await expect(bridge.findWaitingWorker(5000)).resolves.toBe(false);

    registration.update.mockImplementation(async () => registration.found(new FakeWorker('slow')));
    const found = bridge.findWaitingWorker(5000);
    await vi.advanceTimersByTimeAsync(5000);
    await expect(found).resolves.toBe(false);
  });

  it.each([
    ['at once', 0, true],
    ['after a slow start (4 s: a cheap phone starting it)', 4000, true],
    ['never within 5 s', 6000, false],
  ])('asks the waiting worker which build it serves: it answers %s', async (_name, delayMs, answered) => {
    const registration = new FakeRegistration();
    registration.active = new FakeWorker('old');
    const waiting = new FakeWorker('new');
    registration.waiting = waiting;
    const build = { version: '0.2.04', buildNumber: '8', buildTime: '2026-11-28T01:00:00.000Z' };
    waiting.postMessage.mockImplementation((message: { type: string }, [port]: MessagePort[]) => {
      if (message.type === 'GET_VERSION') setTimeout(() => port?.postMessage(build), delayMs);
    });
    const { bridge } = bridgeWith(registration);
    const asked = bridge.waitingBuild();
    await vi.advanceTimersByTimeAsync(WORKER_ANSWER_MS + 2000);
    await vi.waitFor(async () => expect(await asked).toEqual(answered ? build : null), { timeout: 2000 });
  });
});

import { vi } from 'vitest';

/** A service worker as the page sees it: a state, statechange events and postMessage. */
export class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  constructor(readonly name: string) {
    super();
  }
  setState(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
  get asWorker() {
    return this as unknown as ServiceWorker;
  }
}

/** A registration with its installing, waiting and active workers. */
export class FakeRegistration extends EventTarget {
  /** How many listeners the page added (updatefound). */
  listenerCount = 0;
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
  update = vi.fn(async (): Promise<void> => undefined);
  get asRegistration() {
    return this as unknown as ServiceWorkerRegistration;
  }
  override addEventListener(...args: Parameters<EventTarget['addEventListener']>) {
    this.listenerCount += 1;
    super.addEventListener(...args);
  }
  /** A new worker is found and starts installing (updatefound). */
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
  /** The installing worker finished installing: it waits while another is active. */
  installed() {
    const worker = this.installing!;
    this.installing = null;
    this.waiting = worker;
    worker.setState('installed');
  }
}

/** navigator.serviceWorker: the controller and controllerchange. */
export class FakeContainer extends EventTarget {
  constructor(public controller: FakeWorker | null) {
    super();
  }
  get asContainer() {
    return this as unknown as ServiceWorkerContainer;
  }
  /** A worker takes control of the page (after activating). */
  takeControl(worker: FakeWorker) {
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

/** Cache Storage with named caches. */
export function fakeCaches(names: string[]) {
  const live = new Set(names);
  const storage = {
    keys: vi.fn(async () => [...live]),
    delete: vi.fn(async (name: string) => live.delete(name)),
  };
  return { live, storage, asCacheStorage: storage as unknown as CacheStorage };
}

/**
 * navigator.serviceWorker with the app's worker active and a register spy (jsdom has none): a new
 * one can install. The setup removes it after the test.
 */
export function installServiceWorkerApi() {
  const registration = new FakeRegistration();
  registration.active = new FakeWorker('current');
  const container = Object.assign(new FakeContainer(registration.active), {
    register: vi.fn(async () => registration.asRegistration),
    ready: Promise.resolve(registration.asRegistration),
  });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  return { container, registration };
}

/**
 * The Web Locks API as one page sees it, for tests where a store stands for a page: a test that
 * emulates a reload (a new store on the same session storage) calls `pageReloaded()`, and the
 * locks the gone page held are released, as a browser releases a closed page's locks. Two stores
 * that run side by side, as two tabs, still exclude each other.
 */
type Callback = (lock: { name: string } | null) => Promise<unknown>;

let held = new Map<string, number>();
let page = 0;

const locks = {
  async request(name: string, options: { ifAvailable?: boolean }, callback: Callback): Promise<unknown> {
    if (held.has(name) && options.ifAvailable) return callback(null);
    const owner = page;
    held.set(name, owner);
    try {
      return await callback({ name });
    } finally {
      if (held.get(name) === owner) held.delete(name);
    }
  },
};

/** Installs the fake on `navigator.locks` (jsdom has none); call before each test. */
export function installPageLocks(): void {
  held = new Map();
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
}

/** The page was reloaded: what it held is released. */
export function pageReloaded(): void {
  page += 1;
  held = new Map();
}

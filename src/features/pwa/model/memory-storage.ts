/** A Storage kept in memory, for when the browser refuses localStorage or sessionStorage. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();

  get length(): number {
    return this.items.size;
  }

  clear(): void {
    this.items.clear();
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

const standIns = new Map<string, Storage>();

/** The browser's localStorage or sessionStorage, or a memory stand-in when it is blocked. */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage {
  try {
    const storage = window[kind];
    storage.getItem('');
    return storage;
  } catch {
    const standIn = standIns.get(kind) ?? new MemoryStorage();
    standIns.set(kind, standIn);
    return standIn;
  }
}

/** Forgets the memory stand-ins and what they hold, as a new page does (tests). */
export function resetStorageStandIns(): void {
  standIns.clear();
}

import type { appStore } from '@/lib/store.ts';

/** The store a payment run works on (the app's, or a test's). */
export type Store = typeof appStore;

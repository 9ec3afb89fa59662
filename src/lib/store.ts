import { createStore } from 'jotai';

/** The app's one Jotai store: given to the Provider, and used by code outside React. */
export const appStore = createStore();

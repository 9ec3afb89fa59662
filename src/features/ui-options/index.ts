export { loadUiOptions, serverUiOptions } from './api/load-ui-options.ts';
export { useUiOptions } from './hooks/use-ui-options.ts';
export { uiOptionsAtom } from './state.ts';

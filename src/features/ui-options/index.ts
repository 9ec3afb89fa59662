export { getUiOptions } from './api/get-ui-options.ts';
export { loadUiOptions, resetUiOptionsLoad } from './api/load-ui-options.ts';
export { useUiOptions } from './hooks/use-ui-options.ts';
export { uiOptionsAtom, uiOptionsSavedAtAtom } from './state.ts';

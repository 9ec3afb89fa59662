export { getUiOptions } from './api/get-ui-options.ts';

export {
  amountFormAtom,
  calculatedAtom,
  quoteAtom,
  referenceAtom,
  stageAtom,
  stageStateAtom,
  stepAtom,
  transSessionIdAtom,
} from './state.ts';
export { sourceCurrencyFor } from './model/currency.ts';

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
// The identity fields' texts of Sender Details, written once here and shared with the profile
// update and the upgrade forms (issue 12), and the SA ID-type flags' rule.
export * from './model/identity-messages.ts';
export { idTypeOption, needsForeignIdNumber, needsPermitNumber } from './model/sender-id-rules.ts';

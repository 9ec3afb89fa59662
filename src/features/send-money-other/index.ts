// The public API of the other-countries send flow: its pages load through the route table; the
// cross-border add-beneficiary form is shared with /add-beneficiary (SA senders).
export {
  CrossBorderBeneficiaryForm,
  type CrossBorderBeneficiaryFormProps,
} from './components/cross-border-beneficiary-form.tsx';
export type { DeliveryOption } from './model/delivery.ts';
// What 'Send again' (issue 13) fills in, through the flow's own rules: the flow's state, whether a
// payment is under way, the options the amount step offers.
export {
  amountFormAtom as crossBorderAmountFormAtom,
  amountsAtom as crossBorderAmountsAtom,
  beneficiaryAtom as crossBorderBeneficiaryAtom,
  chargesAtom as crossBorderChargesAtom,
  confirmationAtom,
  flowCountryAtom,
  stepAtom as crossBorderStepAtom,
} from './state.ts';
export { confirmationUnderway } from './model/confirmation-stages.ts';
export {
  EMPTY_AMOUNT_FORM as EMPTY_CROSS_BORDER_FORM,
  paymentMethodsFor,
  type AmountFormValues as CrossBorderAmountForm,
} from './model/amount-form.ts';
export { availableOptions, fitsDelivery, preselectedOption } from './model/delivery.ts';
export { inCountry } from './model/beneficiary-filter.ts';

// The public API of the other-countries send flow: its pages load through the route table.
export type { DeliveryOption } from './model/delivery.ts';
// What 'Send again' (issue 13) fills in through the flow: its values and beneficiary, whether a
// payment is under way (the flow may then not be changed), the options the amount step offers.
export { crossBorderFlow } from './flow.ts';
export { checkoutAtom as crossBorderCheckoutAtom } from './state.ts';
export {
  EMPTY_AMOUNT_FORM as EMPTY_CROSS_BORDER_FORM,
  paymentMethodsFor,
  type AmountFormValues as CrossBorderAmountForm,
} from './model/amount-form.ts';
export { availableOptions, preselectedOption } from './model/delivery.ts';
export { inCountry } from './model/beneficiary-filter.ts';

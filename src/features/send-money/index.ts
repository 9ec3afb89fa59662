// The public API of the Zimbabwe send flow: its page loads through the route table; its state,
// which the app's 'Send again' fills in (the amount form, the beneficiary choice), and whether a
// payment of this flow is under way (the flow may then not be replaced). The rules both send
// flows share are in src/remittance.
export { paymentUnderway as zimbabwePaymentUnderway } from './hooks/payment-run-state.ts';
export { zimbabweFlow } from './flow.ts';
export { EMPTY_AMOUNT_FORM, type AmountFormValues } from './model/amount-form.ts';
export type { BeneficiaryChoice } from './model/flow-inputs.ts';

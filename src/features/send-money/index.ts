// Whether a payment of this flow is under way (the flow may then not be replaced).
export { paymentUnderway as zimbabwePaymentUnderway } from './hooks/payment-run-state.ts';

// What 'Send again' (issue 13) fills in: the amount form, the beneficiary choice; and whether a
// payment is under way (the flow may then not be reset).
export { prefillFlow as prefillSendMoney } from './hooks/payment-run-state.ts';
export { EMPTY_AMOUNT_FORM, type AmountFormValues } from './model/amount-form.ts';
export type { BeneficiaryChoice } from './model/flow-inputs.ts';
// What the other-countries flow shares with this one (doc 1: its amount step has the same account
// checks, its Confirmation the same declaration, its texts the same owners).
export { useSendEntry } from './hooks/use-send-entry.ts';
export { upgradeRequired } from './model/account-rules.ts';
export { complianceHold, pendingNotice } from './model/pending.ts';
export { ComplianceHoldNotice, PendingNotice, UpgradeRequiredNotice } from './components/account-notices.tsx';
export { breachedPeriod, capsFor, inCapCurrency, limitMessage } from './model/limits.ts';
export { PaymentDeclaration } from './components/payment-declaration.tsx';
export { SEND_ERROR_MS } from './model/timers.ts';
export { TRANSACTION_CREATE_FAILED } from './api/create-transaction.ts';
export { getCharges } from './api/get-charges.ts';
export { CURRENTLY_SENDING_TO, SELF_TRANSFER_WARNING_SA, SEND_TO_ANOTHER_COUNTRY } from './model/notices.ts';
export { BeneficiaryCombobox } from './components/beneficiary-combobox.tsx';
// The SA ID-type flags' rule of Sender Details, shared with the profile update and the upgrades
// (issue 12).
export { needsForeignIdNumber, needsPermitNumber } from './model/sender-id-rules.ts';
export { CALCULATOR_TITLE, indicativeNote, indicativeQuote } from './model/indicative-quote.ts';
export { amountInput } from './model/numbers.ts';
export { rateText } from './model/rates.ts';

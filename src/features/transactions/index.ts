// The public API of the transactions feature: its pure rules. Its pages load through the route
// table, and its cache (Dexie) only with them, never from here.
export {
  AWAITING_PAYMENT,
  PIN_HIDDEN_STATUSES,
  STATUS_LABELS,
  canOpenTransaction,
  isAwaitingPayment,
  isPinVisible,
  rowAction,
  statusLabel,
  visiblePin,
  type RowAction,
} from './model/status.ts';
export {
  BANK_TRANSFER,
  CARD,
  CARD_GATEWAYS,
  PAY_ONLINE,
  paymentMethodLabel,
  transactionPaymentLabel,
  type PaymentMethodLabel,
} from './model/payment-method.ts';
export { SA_FIXED_CHARGE, displayRate, isZimbabwe } from './model/rate.ts';
export { NO_TRANSACTIONS } from './model/list-row.ts';
export { lastUpdatedText, parseApiDate } from './model/dates.ts';
export { RefreshStatus, type RefreshStatusProps } from './components/refresh-status.tsx';

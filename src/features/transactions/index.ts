// The public API of the transactions feature: its pure rules, and what the signed-in layout mounts
// (the transfers check and its note; they use the cache, so only signed-in code imports them).
// Its pages load through the route table.
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
export { parseApiDate } from './model/dates.ts';
export { useTransferWatch } from './hooks/use-transfer-watch.ts';
export { MovedOnNote } from './components/moved-on-note.tsx';
export { RefreshStatus, type RefreshStatusProps } from './components/refresh-status.tsx';
export { cachedTransactionsOf } from './api/cached-transactions.ts';

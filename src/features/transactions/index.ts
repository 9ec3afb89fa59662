// The public API of the transactions feature: what the signed-in layout mounts
// (the transfers check and its note; they use the cache, so only signed-in code imports them).
// Its pages load through the route table.

export { useTransferWatch } from './hooks/use-transfer-watch.ts';
export { MovedOnNote } from './components/moved-on-note.tsx';
export { RefreshStatus } from './components/refresh-status.tsx';
export { cachedTransactionsOf } from './api/cached-transactions.ts';

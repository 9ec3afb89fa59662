// The public API of the rate alerts ('Watch the rate', beyond the spec): a sender asks to be told
// when a corridor's rate reaches a target; the app checks on opening and back online (the
// signed-in layout's watch; the calculator's own), the service worker in the background
// (sw/rate-alerts.ts, through ./worker.ts). The alerts live on the device only (src/lib/db.ts).
export { RateAlert, type RateAlertProps } from './components/rate-alert.tsx';
export { LazyRateAlert } from './components/lazy-rate-alert.tsx';
export { useRateAlertWatch } from './hooks/use-rate-alert-watch.ts';

import { Suspense, lazy } from 'react';
import type { RateAlertProps } from './rate-alert.tsx';

const Panel = lazy(() => import('./rate-alert.tsx').then((module) => ({ default: module.RateAlert })));

/**
 * ./rate-alert.tsx in a chunk of its own, for the login screen's calculator (kept light: it loads
 * after the calculator, and appears last in it, so it pushes nothing).
 */
export function LazyRateAlert(props: RateAlertProps) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}

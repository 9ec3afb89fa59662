import { Suspense, lazy } from 'react';
import type { RateAlertProps } from './rate-alert.tsx';

const Panel = lazy(() => import('./rate-alert.tsx').then((module) => ({ default: module.RateAlert })));

/**
 * ./rate-alert.tsx in a chunk of its own, loaded after the screen it ends: the login screen's
 * calculator and both send flows' amount steps. It appears last in each, so it pushes nothing, and
 * those first screens go without it (about 3 KB of the send pages' 200 KB budget).
 */
export function LazyRateAlert(props: RateAlertProps) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}

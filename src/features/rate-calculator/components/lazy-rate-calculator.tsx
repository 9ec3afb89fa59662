import { lazy, Suspense } from 'react';
import type { RateCalculatorProps } from './rate-calculator.tsx';

// Loaded after the sign-in screen's first paint (its chunk is the sign-in screen's, vite.config.ts).
const Calculator = lazy(() => import('./rate-calculator.tsx'));

/** The rate calculator before sign-in (./rate-calculator.tsx), after the screen's first paint. */
export function RateCalculator(props: RateCalculatorProps) {
  return (
    <Suspense fallback={null}>
      <Calculator {...props} />
    </Suspense>
  );
}

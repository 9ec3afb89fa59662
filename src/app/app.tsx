import { ErrorBoundary } from '@/components/error-boundary.tsx';
import { AppRouter } from './router.tsx';

/** The whole app: the guarded routes, never a blank screen. */
export function App() {
  return (
    <ErrorBoundary>
      <AppRouter />
    </ErrorBoundary>
  );
}

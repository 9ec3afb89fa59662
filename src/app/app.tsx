import { ErrorBoundary } from '@/components/error-boundary.tsx';
import { SessionGuardian } from '@/features/auth';
import { PwaRoot } from '@/features/pwa';
import { AppRouter } from './router.tsx';

/** The whole app: the guarded routes, never a blank screen; the session watched over once. */
export function App() {
  return (
    <>
      {/* Outside the boundary: the offline banner and the update notice stay even if a page fails. */}
      <PwaRoot />
      <ErrorBoundary>
        <SessionGuardian />
        <AppRouter />
      </ErrorBoundary>
    </>
  );
}

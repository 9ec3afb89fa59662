import { ErrorBoundary } from '@/components/error-boundary.tsx';
import { SessionGuardian } from '@/features/auth';
import { PwaRoot } from '@/features/pwa';
import { SendAgainProvider } from '@/components/send-again-context.tsx';
import { AppRouter } from './router.tsx';

/**
 * What the screens' 'Send again' does, loaded on first use through a small module of its own: the
 * entry then does not carry the list of files Send again needs.
 */
const loadSendAgain = () =>
  import('./send-again/load-send-again.ts').then((module) => module.loadSendAgain());

/**
 * The whole app: the guarded routes, never a blank screen; the session watched over once; what
 * the screens' 'Send again' does (src/app/send-again).
 */
export function App() {
  return (
    <>
      {/* Outside the boundary: the offline banner and the update notice stay even if a page fails. */}
      <PwaRoot />
      <ErrorBoundary>
        <SessionGuardian />
        <SendAgainProvider load={loadSendAgain}>
          <AppRouter />
        </SendAgainProvider>
      </ErrorBoundary>
    </>
  );
}

import { ErrorBoundary } from '@/components/error-boundary.tsx';
import { SessionGuardian } from '@/features/auth';
import { PwaRoot } from '@/features/pwa';
import { SendAgainProvider, type SendAgainProps } from '@/components/send-again-slot.tsx';
import { AppRouter } from './router.tsx';
import { SendAgainButton } from './send-again/send-again-button.tsx';

const sendAgain = (props: SendAgainProps) => <SendAgainButton {...props} />;

/**
 * The whole app: the guarded routes, never a blank screen; the session watched over once; the
 * 'Send again' the screens offer (src/components/send-again-slot.tsx).
 */
export function App() {
  return (
    <>
      {/* Outside the boundary: the offline banner and the update notice stay even if a page fails. */}
      <PwaRoot />
      <ErrorBoundary>
        <SessionGuardian />
        <SendAgainProvider render={sendAgain}>
          <AppRouter />
        </SendAgainProvider>
      </ErrorBoundary>
    </>
  );
}

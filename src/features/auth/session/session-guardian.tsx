import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import { env } from '@/config/env.ts';
import { routes } from '@/config/paths.ts';
import { setUnauthorizedHandler } from '@/lib/http.ts';
import { SESSION_USER_KEY, authenticatedAtom, hasTokenAtom, sessionUserAtom } from '../state.ts';
import { IdleTimeoutDialog } from '../components/idle-timeout-dialog.tsx';
import { clearSession } from './clear-session.ts';
import { recordLocation } from './navigation-trail.ts';
import { onSessionMessage, postActivity, postSessionMessage } from './session-channel.ts';
import { useIdleTimeout } from './use-idle-timeout.ts';
import { useLeaveSession } from './use-leave-session.ts';

/**
 * Watches over the session; the app mounts it once. A 401 from any protected call logs out and
 * goes to '/'; a logout in another tab does the same here; while signed in, the idle timeout
 * runs and shows the 'Session timeout' dialog. It also records the in-app navigation trail.
 */
export function SessionGuardian() {
  const store = useStore();
  const authenticated = useAtomValue(authenticatedAtom);
  const [location, navigate] = useLocation();
  const search = useSearch();
  const leave = useLeaveSession();

  useEffect(() => recordLocation(search ? `${location}?${search}` : location), [location, search]);

  useEffect(() => {
    setUnauthorizedHandler(() => void leave());
    return () => setUnauthorizedHandler(() => {});
  }, [leave]);

  const idle = useIdleTimeout({
    enabled: authenticated,
    idleMs: env.idleTimeoutMs,
    onExpire: () => void leave(),
    onActivity: postActivity,
  });
  const { stay } = idle;

  useEffect(() => {
    // Only a signed-in tab leaves its page; a signed-out one (say, mid-registration) stays.
    const loggedOutElsewhere = () => {
      if (!store.get(hasTokenAtom) && store.get(sessionUserAtom) === null) return;
      void clearSession(store).then(() => navigate(routes.login.pattern, { replace: true }));
    };
    // The stored user vanishing is the first sign (before the message): go to '/', not '/?next='.
    const onStorage = (event: StorageEvent) => {
      if ((event.key === SESSION_USER_KEY || event.key === null) && !localStorage.getItem(SESSION_USER_KEY)) {
        loggedOutElsewhere();
      }
    };
    window.addEventListener('storage', onStorage);
    const stop = onSessionMessage((message) => {
      if (message.type === 'logout') loggedOutElsewhere();
      else stay(); // active in another tab: stay signed in here too
    });
    return () => {
      window.removeEventListener('storage', onStorage);
      stop();
    };
  }, [store, stay, navigate]);

  if (idle.secondsLeft === null) return null;
  return (
    <IdleTimeoutDialog
      secondsLeft={idle.secondsLeft}
      onLogout={idle.logoutNow}
      onStay={() => {
        idle.stay();
        postSessionMessage({ type: 'stay' });
      }}
    />
  );
}

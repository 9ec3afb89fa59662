import { Suspense, lazy, useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import { routes } from '@/config/paths.ts';
import { setUnauthorizedHandler } from '@/lib/http.ts';
import { SESSION_USER_KEY, authenticatedAtom, hasTokenAtom, sessionUserAtom } from '@/lib/session/user.ts';
import { clearSession } from './clear-session.ts';
import { recordLocation } from './navigation-trail.ts';
import { onSessionMessage } from './session-channel.ts';
import { useLeaveSession } from './use-leave-session.ts';

/** The idle timeout, loaded once signed in. */
const IdleWatch = lazy(() => import('./idle-watch.tsx'));

/**
 * Watches over the session; the app mounts it once. A 401 from any protected call logs out and
 * goes to '/'; a logout in another tab does the same here; while signed in, the idle timeout
 * runs and shows the 'Session timeout' dialog (its code loads once signed in). It also records the in-app navigation trail.
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
    });
    return () => {
      window.removeEventListener('storage', onStorage);
      stop();
    };
  }, [store, navigate]);

  if (!authenticated) return null;
  return (
    <Suspense fallback={null}>
      <IdleWatch onExpire={() => void leave()} />
    </Suspense>
  );
}

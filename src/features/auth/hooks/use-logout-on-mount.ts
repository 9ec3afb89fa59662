import { useCallback, useEffect, useRef } from 'react';
import { useStore } from 'jotai';
import { logoutOnLoginScreen } from '../session/logout-on-login-screen.ts';

/**
 * Opening the login screen logs out (spec: Login), once per mount (never in a loop). Returns a
 * function that resolves when that logout is over: a sign-in waits for it, so the logout can
 * never wipe the session the page itself has just created.
 */
export function useLogoutOnMount(): () => Promise<void> {
  const store = useStore();
  const done = useRef<Promise<void> | null>(null);
  useEffect(() => {
    done.current ??= logoutOnLoginScreen(store).catch((error: unknown) =>
      console.error('Logout failed', error),
    );
  }, [store]);
  return useCallback(() => done.current ?? Promise.resolve(), []);
}

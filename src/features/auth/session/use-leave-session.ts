import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { routes } from '@/config/paths.ts';
import { logout } from '../logout.ts';

/** Logs out, then goes to the login page '/' (replacing the entry, so Back does not return). */
export function useLeaveSession(): () => Promise<void> {
  const [, navigate] = useLocation();
  return useCallback(async () => {
    await logout();
    navigate(routes.login.pattern, { replace: true });
  }, [navigate]);
}

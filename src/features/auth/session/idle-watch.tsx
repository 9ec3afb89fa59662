import { useEffect } from 'react';
import { env } from '@/config/env.ts';
import { IdleTimeoutDialog } from '../components/idle-timeout-dialog.tsx';
import { onSessionMessage, postActivity, postSessionMessage } from './session-channel.ts';
import { useIdleTimeout } from './use-idle-timeout.ts';

/**
 * The idle timeout of a signed-in tab (its own chunk: the login screen never loads it): after 15
 * minutes without activity here or in another tab, the 'Session timeout' dialog and its
 * countdown; at 0, or on Yes, `onExpire` logs out.
 */
export default function IdleWatch({ onExpire }: { onExpire: () => void }) {
  const idle = useIdleTimeout({
    enabled: true,
    idleMs: env.idleTimeoutMs,
    onExpire,
    onActivity: postActivity,
  });
  const { stay } = idle;
  useEffect(
    () =>
      onSessionMessage((message) => {
        if (message.type !== 'logout') stay(); // active in another tab: stay signed in here too
      }),
    [stay],
  );

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

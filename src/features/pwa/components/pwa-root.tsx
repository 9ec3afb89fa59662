import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { updateNoticeAtom } from '../state.ts';
import { OfflineIndicator } from './offline-indicator.tsx';

/** The overlay loads only when a new version is found; a failed load shows nothing, never a crash. */
const UpdateNoticeHost = lazy(() =>
  import('./update-notice-host.tsx').catch(() => ({ default: () => null })),
);

/**
 * The PWA's global pieces, mounted once in the app: the offline banner and the 'New Version
 * Available!' overlay.
 */
export function PwaRoot() {
  const notice = useAtomValue(updateNoticeAtom);
  return (
    <>
      <OfflineIndicator />
      {notice && (
        <Suspense fallback={null}>
          <UpdateNoticeHost />
        </Suspense>
      )}
    </>
  );
}

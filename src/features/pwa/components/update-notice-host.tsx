import { useAtomValue, useStore } from 'jotai';
import { buildInfo } from '@/config/build-info.ts';
import { useOnline } from '@/lib/use-online.ts';
import { later, updateNow } from '../runtime.ts';
import { updateNoticeAtom, updatingAtom, workerWaitingAtom } from '../state.ts';
import { UpdateOverlay } from './update-overlay.tsx';

/** The update overlay wired to the notice state and the update actions (loaded when shown). */
export default function UpdateNoticeHost() {
  const store = useStore();
  const notice = useAtomValue(updateNoticeAtom);
  const updating = useAtomValue(updatingAtom);
  const online = useOnline();
  const workerWaiting = useAtomValue(workerWaitingAtom);
  if (!notice) return null;
  return (
    <UpdateOverlay
      latest={notice.latest}
      current={buildInfo}
      updating={updating}
      canUpdate={online || workerWaiting}
      onUpdate={() => void updateNow(store)}
      onLater={() => later(store)}
    />
  );
}

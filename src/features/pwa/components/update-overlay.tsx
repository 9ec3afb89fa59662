import { useRef } from 'react';
import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { VersionMeta } from '@/api/contract.ts';
import { OfflineNote } from '@/components/offline-note.tsx';
import { buildLabel, buildTimeLabel } from '../model/format-build.ts';

export interface UpdateOverlayProps {
  /** The newer build, when known (from /meta.json or the waiting worker). */
  latest: VersionMeta | null;
  /** The running build. */
  current: VersionMeta;
  /** 'Update Now' was pressed: its label is 'Updating...' and nothing can be pressed. */
  updating: boolean;
  /**
   * The update can run now: online, or a new worker already holds the new build. Offline
   * without one, 'Update Now' is disabled and says why (it would reload into nothing).
   */
  canUpdate: boolean;
  onUpdate: () => void;
  /** 'Later' or Escape. */
  onLater: () => void;
}

/**
 * The full-screen 'New Version Available!' overlay (spec doc 2 §2): the new version, the current
 * version and the build time, with 'Update Now' ('Updating...' while working) and 'Later'.
 * An alert dialog: focus moves to 'Update Now' and stays inside until it closes.
 */
export function UpdateOverlay({
  latest,
  current,
  updating,
  canUpdate,
  onUpdate,
  onLater,
}: UpdateOverlayProps) {
  const updateButton = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open
      role="alertdialog"
      size="full"
      motionPreset="none"
      closeOnInteractOutside={false}
      closeOnEscape={!updating}
      initialFocusEl={() => updateButton.current}
      onOpenChange={(details) => {
        if (!details.open && !updating) onLater();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content justifyContent="center" px="4">
            <Stack gap="5" w="full" maxW="md" mx="auto" py="8">
              <Dialog.Title as="h2" fontSize="2xl">
                New Version Available!
              </Dialog.Title>
              <Dialog.Description>
                A new version of the app is ready. Update now to use it.
              </Dialog.Description>
              <Stack as="dl" gap="1" aria-label="Versions">
                {latest && <VersionRow term="New version" value={buildLabel(latest)} />}
                <VersionRow term="Current version" value={buildLabel(current)} />
                {latest && <VersionRow term="Build time" value={buildTimeLabel(latest.buildTime)} />}
              </Stack>
              {!canUpdate && <OfflineNote action="update" />}
              <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" justify="flex-end">
                <Button variant="outline" onClick={onLater} disabled={updating}>
                  Later
                </Button>
                <Button
                  ref={updateButton}
                  onClick={onUpdate}
                  loading={updating}
                  loadingText="Updating..."
                  disabled={!canUpdate}
                >
                  Update Now
                </Button>
              </Stack>
            </Stack>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function VersionRow({ term, value }: { term: string; value: string }) {
  return (
    <Stack direction="row" gap="2" wrap="wrap">
      <Text as="dt" fontWeight="semibold">
        {term}:
      </Text>
      <Text as="dd">{value}</Text>
    </Stack>
  );
}

import { useState } from 'react';
import { Alert, CloseButton } from '@chakra-ui/react';
import { useFlashNotice } from '@/lib/flash-notice.ts';

/**
 * The success note another page left for this one (an update or upgrade that went through), shown
 * once, until the user dismisses it.
 */
export function SuccessBanner({ path }: { path: string }) {
  const text = useFlashNotice(path);
  const [open, setOpen] = useState(true);
  if (!text || !open) return null;
  return (
    <Alert.Root status="success" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{text}</Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" aria-label="Dismiss" onClick={() => setOpen(false)} />
    </Alert.Root>
  );
}

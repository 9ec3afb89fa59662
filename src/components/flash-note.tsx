import { Alert } from '@chakra-ui/react';
import { useFlashNotice } from '@/lib/flash-notice.ts';

/** The one-time note another page left for this one (src/lib/flash-notice.ts), if any. */
export function FlashNote({ path }: { path: string }) {
  const text = useFlashNotice(path);
  if (!text) return null;
  return (
    <Alert.Root status="info" role="status">
      <Alert.Indicator />
      <Alert.Description>{text}</Alert.Description>
    </Alert.Root>
  );
}

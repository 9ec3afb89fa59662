import { useContext, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import { isLocked } from '@/config/route-access.ts';
import { remitoneStatusAtom } from '@/lib/session/user.ts';
import { SendAgainContext, type SendAgainProps } from './send-again-context.tsx';

/**
 * 'Send again' (issue 13): opens the right send flow with the beneficiary, the amount, the
 * currency and the options filled in, everything to be checked again there. Says why when it
 * cannot (a payment under way, the options unreadable). Not shown while the account is locked
 * (the send pages are closed to it then), nor where the app gives no Send again.
 */
export function SendAgainButton({ source, label, size = 'sm' }: SendAgainProps) {
  const store = useStore();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const locked = isLocked(useAtomValue(remitoneStatusAtom));
  const loadSendAgain = useContext(SendAgainContext);

  if (locked || !loadSendAgain) return null;

  const press = async () => {
    setBusy(true);
    setRefused(null);
    try {
      const { sendAgain } = await loadSendAgain();
      const outcome = await sendAgain(store, source);
      if ('path' in outcome) navigate(outcome.path);
      else setRefused(outcome.refused);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="1" align="start">
      <Button
        size={size}
        variant="outline"
        colorPalette="blue"
        loading={busy}
        aria-label={label}
        onClick={() => void press()}
        onPointerEnter={() => void loadSendAgain()}
        onFocus={() => void loadSendAgain()}
      >
        Send again
      </Button>
      {refused && (
        <Text role="alert" fontSize="sm" color="fg.error">
          {refused}
        </Text>
      )}
    </Stack>
  );
}

import { useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import { isLocked } from '@/config/route-access.ts';
import { remitoneStatusAtom } from '@/lib/session/user.ts';
import type { SendAgainProps } from '@/components/send-again-slot.tsx';

/** What pressing it loads: the prefill rules and what applies them (never with the page). */
const loadSendAgain = () => import('./send-again.ts');

/**
 * 'Send again' (issue 13): opens the right send flow with the beneficiary, the amount, the
 * currency and the options filled in, everything to be checked again there. Says why when it
 * cannot (a payment under way, the options unreadable). Not shown while the account is locked:
 * the send pages are closed to it then.
 */
export function SendAgainButton({ source, label, size = 'sm' }: SendAgainProps) {
  const store = useStore();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const locked = isLocked(useAtomValue(remitoneStatusAtom));

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

  if (locked) return null;
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

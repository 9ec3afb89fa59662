import { useMemo, useRef } from 'react';
import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { QrCode } from '@/features/shell';
import { FieldFrame } from '@/components/field-frame.tsx';
import { APP_NAME } from '@/config/paths.ts';
import { useShareLink } from '../hooks/use-share-link.ts';
import { OUTCOME_TEXT, shareMessage, signUpLink } from '../model/referral.ts';

/**
 * The sender's referral code, the sign-up link that carries it (shared with the Web Share API
 * where the browser has it, else copied, with a confirmation) and a QR code of the link.
 */
export function ShareLink({ code }: { code: string }) {
  const link = signUpLink(window.location.origin, code);
  const data = useMemo(() => ({ title: APP_NAME, text: shareMessage(code), url: link }), [code, link]);
  const { outcome, share, copy, canShare } = useShareLink(data);
  const input = useRef<HTMLInputElement>(null);

  const copyLink = async () => {
    await copy();
    // Where copying is refused, the link is selected so the phone's own copy is one tap away.
    input.current?.select();
  };

  return (
    <Stack gap="5">
      <Box as="dl">
        <Text as="dt" fontWeight="semibold">
          Your referral code
        </Text>
        <Text as="dd" fontSize="2xl" fontFamily="mono" letterSpacing="wider">
          {code}
        </Text>
      </Box>
      <FieldFrame label="Your sign-up link">
        <Input ref={input} value={link} readOnly onFocus={(event) => event.currentTarget.select()} />
      </FieldFrame>
      <HStack gap="3" flexWrap="wrap">
        {canShare && <Button onClick={() => void share()}>Share link</Button>}
        <Button variant={canShare ? 'outline' : 'solid'} onClick={() => void copyLink()}>
          Copy link
        </Button>
      </HStack>
      <Text role="status" minH="6">
        {outcome ? OUTCOME_TEXT[outcome] : ''}
      </Text>
      <Stack gap="2" align="start">
        <QrCode value={link} label="QR code of your sign-up link" size="48" />
        <Text fontSize="sm" color="fg.muted">
          A friend can scan this code with their phone&apos;s camera to open your sign-up link.
        </Text>
      </Stack>
    </Stack>
  );
}

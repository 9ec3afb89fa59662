import { useId, type ReactNode } from 'react';
import { Box, Button, Card, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { KycRecord } from '@/api/contract.ts';
import { OfflineNote } from '@/components/offline-note.tsx';
import { attentionItems, progressOf } from '../model/verification.ts';
import { ProgressLine } from './progress-line.tsx';
import { ServiceBadges } from './service-badges.tsx';

export const CARD_TITLE = 'Account Verification Status';
export const ATTENTION_TITLE = 'Requires Attention:';
export const CHECK_STATUS = 'Check Status';
export const CONTINUE_VERIFICATION = 'Continue Verification';

export interface VerificationCardProps {
  record: KycRecord;
  compact: boolean;
  online: boolean;
  checking: boolean;
  requesting: boolean;
  /** Why Check Status cannot read the record (no remitter id yet); the button is disabled then. */
  checkUnavailable?: string;
  onCheck: () => void;
  onContinue: () => void;
  /** Alerts of the buttons' calls, under them. */
  children?: ReactNode;
}

/**
 * 'Account Verification Status' for a sender not fully verified: percent complete, the four
 * checks (full form only), the first 2 compliance alerts, Check Status and Continue Verification.
 */
export function VerificationCard(props: VerificationCardProps) {
  const { record, compact, online, checking, requesting, checkUnavailable, onCheck, onContinue, children } =
    props;
  const titleId = useId();
  const unavailableId = useId();
  const attention = compact ? [] : attentionItems(record);
  return (
    <Card.Root as="section" aria-labelledby={titleId} size={compact ? 'sm' : 'md'} variant="outline">
      <Card.Body gap={compact ? '3' : '4'}>
        <Heading as="h2" id={titleId} size={compact ? 'sm' : 'md'}>
          {CARD_TITLE}
        </Heading>
        <ProgressLine percent={progressOf(record)} />
        {!compact && <ServiceBadges record={record} />}
        {attention.length > 0 && (
          <Box>
            <Text fontWeight="semibold">{ATTENTION_TITLE}</Text>
            <List.Root as="ul" ps="5" gap="1" mt="1">
              {attention.map((text, index) => (
                <List.Item key={index}>{text}</List.Item>
              ))}
            </List.Root>
          </Box>
        )}
        <Stack direction="row" gap="3" flexWrap="wrap">
          <Button
            variant="outline"
            colorPalette="blue"
            size={compact ? 'sm' : 'md'}
            onClick={onCheck}
            loading={checking}
            disabled={!online || checkUnavailable !== undefined}
            aria-describedby={checkUnavailable ? unavailableId : undefined}
          >
            {CHECK_STATUS}
          </Button>
          <Button
            colorPalette="blue"
            size={compact ? 'sm' : 'md'}
            onClick={onContinue}
            loading={requesting}
            disabled={!online}
          >
            {CONTINUE_VERIFICATION}
          </Button>
        </Stack>
        {checkUnavailable && (
          <Text id={unavailableId} fontSize="sm" color="fg.muted">
            {checkUnavailable}
          </Text>
        )}
        <OfflineNote action="check or continue your verification" />
        {children}
      </Card.Body>
    </Card.Root>
  );
}

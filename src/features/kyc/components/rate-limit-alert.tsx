import { useMemo } from 'react';
import { Alert, CloseButton } from '@chakra-ui/react';
import { useAutoDismiss } from '@/lib/use-auto-dismiss.ts';
import { RATE_LIMIT_ALERT_MS, type KycRateLimit } from '../model/rate-limit.ts';
import { RateLimitDetails } from './rate-limit-details.tsx';

export interface RateLimitAlertProps {
  rateLimit: KycRateLimit;
  onDismiss: () => void;
}

/** The identity service refused another request for now: why, until when; closes after 10 s. */
export function RateLimitAlert({ rateLimit, onDismiss }: RateLimitAlertProps) {
  const messages = useMemo(() => [rateLimit.message], [rateLimit.message]);
  useAutoDismiss(messages, onDismiss, RATE_LIMIT_ALERT_MS);
  return (
    <Alert.Root status="warning" role="alert" alignItems="start">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{rateLimit.message}</Alert.Title>
        <Alert.Description fontSize="sm">
          <RateLimitDetails rateLimit={rateLimit} />
        </Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" aria-label="Dismiss" onClick={onDismiss} />
    </Alert.Root>
  );
}

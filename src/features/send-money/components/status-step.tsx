import { Spinner, Stack, Text } from '@chakra-ui/react';
import { STEP_LABELS } from '../model/steps.ts';
import { StepHeading } from '@/components/step-heading.tsx';

/** Spec doc 1 'Transaction Status': shown while the payment runs. */
export const PROCESSING_TEXT = 'Processing transaction...';

/** Shown once the payment page was asked for, while the browser leaves for it. */
export const LEAVING_TEXT = 'Opening the payment page...';

/** What the page's live region says of the payment (the page mounts it before the payment runs). */
export function paymentStatusText(underway: boolean, leaving: boolean): string {
  if (leaving) return LEAVING_TEXT;
  return underway ? PROCESSING_TEXT : '';
}

/** The last step: 'Processing transaction...' while the payment runs, then the way to the payment page. */
export function StatusStep({ leaving = false }: { leaving?: boolean }) {
  return (
    <Stack gap="4">
      <StepHeading>{STEP_LABELS.status}</StepHeading>
      <Stack direction="row" gap="3" align="center">
        <Spinner size="md" aria-hidden="true" />
        <Stack gap="1">
          <Text fontWeight="semibold">{PROCESSING_TEXT}</Text>
          {leaving && <Text>{LEAVING_TEXT}</Text>}
        </Stack>
      </Stack>
      <Text fontSize="sm" color="fg.muted">
        Please keep this page open while we process your transaction.
      </Text>
    </Stack>
  );
}

import { Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { STEP_LABELS } from '../model/steps.ts';

/** Spec doc 1 'Transaction Status': shown while the payment runs. */
export const PROCESSING_TEXT = 'Processing transaction...';

/** Shown once the payment page was asked for, while the browser leaves for it. */
export const LEAVING_TEXT = 'Opening the payment page...';

/** The last step: 'Processing transaction...' while the payment runs, then the way to the payment page. */
export function StatusStep({ leaving = false }: { leaving?: boolean }) {
  return (
    <Stack gap="4">
      <Heading as="h2" size="lg" id="step-heading">
        {STEP_LABELS.status}
      </Heading>
      <Stack direction="row" gap="3" align="center" role="status" aria-live="polite">
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

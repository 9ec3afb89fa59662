import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { STEP_LABELS, type StepId } from '../model/steps.ts';

/** A step of the flow that a coming release fills (Sender Details, Beneficiary, Confirmation, Status). */
export function StepPlaceholder({ step, onBack }: { step: StepId; onBack: () => void }) {
  return (
    <Stack gap="4">
      <Heading as="h2" size="lg" id="step-heading">
        {STEP_LABELS[step]}
      </Heading>
      <Text>
        This step is not available yet: it is coming in the next release of the portal. Your amount and quote
        are kept; go back to review them.
      </Text>
      <Button alignSelf="start" variant="outline" onClick={onBack}>
        Back
      </Button>
    </Stack>
  );
}

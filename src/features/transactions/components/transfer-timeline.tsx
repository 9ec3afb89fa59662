import { Box, Flex, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { stepStateText, transferTimeline, type StepState } from '../model/timeline.ts';

const MARK: Record<StepState, { bg: string; border: string }> = {
  done: { bg: 'green.solid', border: 'green.solid' },
  current: { bg: 'bg', border: 'green.solid' },
  upcoming: { bg: 'bg', border: 'border.emphasized' },
};

/** Where the money is: the transfer's steps, the current one marked (in words as well as colour). */
export function TransferTimeline({ status, created }: { status: string; created?: string }) {
  const steps = transferTimeline(status, created);
  return (
    <Stack as="section" aria-labelledby="timeline-heading" gap="3">
      <Heading as="h2" size="lg" id="timeline-heading">
        Where is my money
      </Heading>
      <Box as="ol" listStyleType="none" ps="0">
        {steps.map((step, index) => (
          <Flex
            as="li"
            key={step.id}
            gap="3"
            align="start"
            aria-current={step.state === 'current' ? 'step' : undefined}
            position="relative"
            pb={index < steps.length - 1 ? '4' : '0'}
          >
            {index < steps.length - 1 && (
              <Box
                aria-hidden="true"
                position="absolute"
                left="9px"
                top="20px"
                bottom="0"
                borderLeftWidth="2px"
                borderColor={step.state === 'done' ? 'green.solid' : 'border'}
              />
            )}
            <Box
              aria-hidden="true"
              flexShrink="0"
              boxSize="20px"
              borderRadius="full"
              borderWidth="3px"
              bg={MARK[step.state].bg}
              borderColor={MARK[step.state].border}
            />
            <Stack gap="0">
              <Text fontWeight={step.state === 'current' ? 'semibold' : 'normal'}>
                {step.label}
                <VisuallyHidden>, {stepStateText(step.state)}</VisuallyHidden>
              </Text>
              {step.date && (
                <Text fontSize="sm" color="fg.muted">
                  {step.date}
                </Text>
              )}
            </Stack>
          </Flex>
        ))}
      </Box>
    </Stack>
  );
}

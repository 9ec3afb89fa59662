import { Box, Circle, HStack, Stack, Text } from '@chakra-ui/react';

export interface FlowStep {
  id: string;
  label: string;
}

export interface FlowStepsProps {
  /** The navigation's accessible name, e.g. 'Send money steps'. */
  label: string;
  steps: readonly FlowStep[];
  /** The step on screen: those before it are passed. */
  current: string;
}

/**
 * A flow's steps in a sidebar: the active one marked (aria-current, bold), the passed ones ticked
 * and said '(done)' to screen readers, the rest numbered: status in words, not colour alone.
 */
export function FlowSteps({ label, steps, current }: FlowStepsProps) {
  const currentIndex = steps.findIndex((step) => step.id === current);
  return (
    <Box as="nav" aria-label={label} p="4" borderWidth="1px" borderRadius="l3" alignSelf="start">
      <Stack as="ol" gap="3" listStyleType="none">
        {steps.map((step, index) => {
          const active = index === currentIndex;
          const passed = currentIndex > index;
          return (
            <HStack as="li" key={step.id} gap="3" aria-current={active ? 'step' : undefined}>
              <Circle
                size="7"
                fontSize="sm"
                fontWeight="semibold"
                bg={active || passed ? 'blue.solid' : 'bg.muted'}
                color={active || passed ? 'blue.contrast' : 'fg'}
                aria-hidden="true"
              >
                {passed ? '✓' : index + 1}
              </Circle>
              <Text fontWeight={active ? 'semibold' : 'normal'}>
                {step.label}
                {passed && (
                  <Box as="span" srOnly>
                    {' (done)'}
                  </Box>
                )}
              </Text>
            </HStack>
          );
        })}
      </Stack>
    </Box>
  );
}

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
  /** Drawn without its own frame (inside a sidebar that has one). */
  bare?: boolean;
}

/** Where a phone shows the whole list instead of the compact header (a tablet and up). */
const FULL_LIST_FROM = 'md';

/** 'Step 2 of 4': the compact header a phone shows instead of the list. */
export function stepOfText(steps: readonly FlowStep[], current: string): string {
  const index = steps.findIndex((step) => step.id === current);
  return `Step ${index + 1} of ${steps.length}`;
}

/**
 * A flow's steps. On a tablet or a computer, the list in a sidebar: the active one marked
 * (aria-current, bold), the passed ones ticked and said '(done)' to screen readers, the rest
 * numbered (status in words, not colour alone). On a phone, a compact 'Step 2 of 4' header with
 * the current step's name, so the form starts above the fold. CSS picks which: nothing jumps.
 */
export function FlowSteps({ label, steps, current, bare = false }: FlowStepsProps) {
  const currentIndex = steps.findIndex((step) => step.id === current);
  const frame = bare
    ? {}
    : { p: { base: '3', [FULL_LIST_FROM]: '4' }, borderWidth: '1px', borderRadius: 'l3' };
  return (
    <Box as="nav" aria-label={label} alignSelf="start" w="full" {...frame}>
      <Text hideFrom={FULL_LIST_FROM} fontSize="sm" color="fg.muted">
        {stepOfText(steps, current)}
        <Box as="span" srOnly>
          :
        </Box>{' '}
        <Box as="span" fontWeight="semibold" color="fg" aria-current="step">
          {steps[currentIndex]?.label}
        </Box>
      </Text>
      <Stack as="ol" gap="3" listStyleType="none" hideBelow={FULL_LIST_FROM}>
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

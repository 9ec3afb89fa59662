import { useId, type ReactNode } from 'react';
import { Box, HStack, Text } from '@chakra-ui/react';
import type { BoundInputProps } from '@/components/field-frame.tsx';

export interface Choice {
  value: string;
  label: string;
  /** Decoration before the label (hidden from screen readers by the caller). */
  icon?: ReactNode;
}

export interface ChoiceButtonsProps {
  legend: string;
  choices: readonly Choice[];
  required?: boolean;
  error?: string;
  /** What every radio of the group gets: its name and handlers. */
  inputProps: BoundInputProps;
  /** The chosen value, for a group whose state the caller holds; left out, the radios keep it. */
  value?: string;
}

const CHOICE_CSS = {
  '&:has(input:checked)': { borderColor: 'colorPalette.solid', bg: 'colorPalette.subtle' },
  '&:has(input:focus-visible)': {
    outline: '2px solid',
    outlineColor: 'colorPalette.focusRing',
    outlineOffset: '2px',
  },
  '& input': {
    accentColor: 'var(--chakra-colors-color-palette-solid)',
    width: '4',
    height: '4',
    margin: '0',
  },
} as const;

/**
 * A labelled radio group of native radios (a fieldset and its legend), styled as choice
 * buttons: keyboard and screen readers for free, and no state machine in the login bundle.
 * It knows no form library: ChoiceGroup binds it to react-hook-form.
 */
export function ChoiceButtons({
  legend,
  choices,
  required = false,
  error,
  inputProps,
  value,
}: ChoiceButtonsProps) {
  const errorId = useId();
  return (
    <Box as="fieldset" minW="0">
      <Box as="legend" fontSize="sm" fontWeight="medium" mb="1.5">
        {legend}
        {required && (
          <Box as="span" color="fg.error" aria-hidden="true" ms="1">
            *
          </Box>
        )}
      </Box>
      <HStack gap="2" wrap="wrap">
        {choices.map((choice) => (
          <Box
            as="label"
            key={choice.value}
            colorPalette="blue"
            display="inline-flex"
            alignItems="center"
            gap="2"
            minH="10"
            px="3"
            borderWidth="1px"
            borderColor={error ? 'border.error' : 'border'}
            borderRadius="l2"
            cursor="pointer"
            css={CHOICE_CSS}
          >
            <input
              type="radio"
              {...inputProps}
              value={choice.value}
              {...(value === undefined ? {} : { checked: value === choice.value })}
              aria-describedby={error ? errorId : undefined}
            />
            {choice.icon}
            {choice.label}
          </Box>
        ))}
      </HStack>
      {error && (
        <Text id={errorId} color="fg.error" fontSize="xs" mt="1.5" aria-live="polite">
          {error}
        </Text>
      )}
    </Box>
  );
}

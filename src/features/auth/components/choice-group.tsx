import { useId, type ReactNode } from 'react';
import { Box, HStack, Text } from '@chakra-ui/react';
import { get, useFormContext, type RegisterOptions } from 'react-hook-form';

export interface Choice {
  value: string;
  label: string;
  /** Decoration before the label (hidden from screen readers by the caller). */
  icon?: ReactNode;
}

export interface ChoiceGroupProps {
  /** The react-hook-form field name. */
  name: string;
  legend: string;
  choices: readonly Choice[];
  required?: boolean;
  /** Options for `register`, e.g. an `onChange`. */
  options?: RegisterOptions;
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
 */
export function ChoiceGroup({ name, legend, choices, required = false, options }: ChoiceGroupProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext();
  const errorId = useId();
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
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
            borderColor={message ? 'border.error' : 'border'}
            borderRadius="l2"
            cursor="pointer"
            css={CHOICE_CSS}
          >
            <input
              type="radio"
              value={choice.value}
              aria-describedby={message ? errorId : undefined}
              {...register(name, options)}
            />
            {choice.icon}
            {choice.label}
          </Box>
        ))}
      </HStack>
      {message && (
        <Text id={errorId} color="fg.error" fontSize="xs" mt="1.5" aria-live="polite">
          {message}
        </Text>
      )}
    </Box>
  );
}

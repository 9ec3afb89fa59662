import { useId } from 'react';
import { Box, HStack, Text } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { useFieldError } from '@/components/form-field.tsx';
import type { SelectOption } from '@/components/select-field.tsx';

export interface RadioFieldProps {
  name: string;
  legend: string;
  options: readonly SelectOption[];
  required?: boolean;
  /** Fields whose checks depend on this one: checked again when it changes (after a first submit). */
  deps?: readonly string[];
}

const OPTION_CSS = {
  '&:has(input:checked)': { borderColor: 'blue.solid', bg: 'blue.subtle' },
  '&:has(input:focus-visible)': {
    outline: '2px solid',
    outlineColor: 'blue.focusRing',
    outlineOffset: '2px',
  },
  '& input': { accentColor: 'var(--chakra-colors-blue-solid)', width: '4', height: '4', margin: '0' },
} as const;

/**
 * A labelled group of native radios (a fieldset and its legend) bound to the form: keyboard and
 * screen readers for free. (The sign-in screen's ChoiceButtons look the same; importing them
 * would load the login screen's code with these forms.)
 */
export function RadioField({ name, legend, options, required = false, deps }: RadioFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
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
        {options.map((option) => (
          <Box
            as="label"
            key={option.value}
            display="inline-flex"
            alignItems="center"
            gap="2"
            minH="10"
            px="3"
            borderWidth="1px"
            borderColor={error ? 'border.error' : 'border'}
            borderRadius="l2"
            cursor="pointer"
            css={OPTION_CSS}
          >
            <input
              type="radio"
              value={option.value}
              aria-describedby={error ? errorId : undefined}
              {...register(name, deps ? { deps: [...deps] } : undefined)}
            />
            {option.label}
          </Box>
        ))}
      </HStack>
      {error && (
        <Text id={errorId} color="fg.error" fontSize="xs" mt="1.5">
          {error}
        </Text>
      )}
    </Box>
  );
}

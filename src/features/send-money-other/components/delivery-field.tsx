import { useId } from 'react';
import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import type { Corridor } from '@/api/contract.ts';
import { useFieldError } from '@/components/form-field.tsx';
import { availableOptions, deliveryCards } from '../model/delivery.ts';
import { noDeliveryOptions } from '../model/messages.ts';
import type { AmountFormValues } from '../model/amount-form.ts';

const CARD_CSS = {
  '&:has(input:checked)': { borderColor: 'blue.solid', bg: 'blue.subtle' },
  '&:has(input:focus-visible)': {
    outline: '2px solid',
    outlineColor: 'blue.focusRing',
    outlineOffset: '2px',
  },
  '&:has(input:disabled)': { cursor: 'not-allowed', bg: 'bg.muted', color: 'fg.muted' },
  '& input': { width: '4', height: '4', margin: '0', accentColor: 'var(--chakra-colors-blue-solid)' },
} as const;

/**
 * The delivery option cards (native radios in a fieldset): Mobile Wallet and Bank Transfer when
 * the country has them, Cash Pickup always unavailable; each says in words whether it is. A
 * country with none says so as soon as the page shows it, not at Get Charges.
 */
export function DeliveryField({
  corridor,
  countryName,
  disabled,
}: {
  corridor: Corridor;
  countryName: string;
  disabled?: boolean;
}) {
  const { register } = useFormContext<AmountFormValues>();
  const none = availableOptions(corridor).length === 0;
  const fieldError = useFieldError('deliveryOption');
  const error = none ? noDeliveryOptions(countryName) : fieldError;
  const errorId = useId();
  return (
    <Box as="fieldset" minW="0" aria-describedby={error ? errorId : undefined}>
      <Box as="legend" fontSize="sm" fontWeight="medium" mb="1.5">
        Delivery option
        <Box as="span" color="fg.error" aria-hidden="true" ms="1">
          *
        </Box>
      </Box>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="2">
        {deliveryCards(corridor).map((card) => (
          <Box
            as="label"
            key={card.id}
            display="flex"
            alignItems="start"
            gap="2"
            p="3"
            borderWidth="1px"
            borderColor={error ? 'border.error' : 'border'}
            borderRadius="l2"
            cursor="pointer"
            css={CARD_CSS}
          >
            <input
              type="radio"
              value={card.id}
              disabled={disabled || !card.available}
              {...register('deliveryOption')}
            />
            <Box>
              <Text fontWeight="semibold" lineHeight="short">
                {card.label}
              </Text>
              <Text fontSize="sm" color={card.available ? 'fg.muted' : 'fg.error'}>
                {card.available ? 'Available' : 'Unavailable'}
              </Text>
            </Box>
          </Box>
        ))}
      </SimpleGrid>
      {error && (
        <Text id={errorId} color="fg.error" fontSize="sm" mt="1.5" role={none ? 'alert' : undefined}>
          {error}
        </Text>
      )}
    </Box>
  );
}

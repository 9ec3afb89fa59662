import { useEffect } from 'react';
import { Button, Heading, Stack } from '@chakra-ui/react';
import type { UiOptions } from '@/api/contract.ts';
import type { Quote } from '../model/quote.ts';
import { QuoteAmounts } from './quote-amounts.tsx';

export interface QuoteSummaryProps {
  quote: Quote;
  /** The currency the sender pays in (the quote's, else the country's). */
  sourceCurrency: string;
  destinationCurrency: string;
  rates: UiOptions['rates'];
  onContinue: () => void;
  /** Told when the quote is first on screen (the next steps load meanwhile). */
  onShow?: () => void;
}

/** The quote: the server's figures (rate by the display rule, 4 decimals), and Continue. */
export function QuoteSummary({
  quote,
  sourceCurrency,
  destinationCurrency,
  rates,
  onContinue,
  onShow,
}: QuoteSummaryProps) {
  useEffect(() => onShow?.(), [onShow]);
  return (
    <Stack as="section" aria-labelledby="quote-heading" gap="3" p="4" borderWidth="1px" borderRadius="l3">
      <Heading as="h2" id="quote-heading" size="md">
        Your quote
      </Heading>
      <QuoteAmounts
        quote={quote}
        sourceCurrency={sourceCurrency}
        destinationCurrency={destinationCurrency}
        rates={rates}
      />
      <Button alignSelf={{ base: 'stretch', sm: 'end' }} onClick={onContinue}>
        Continue
      </Button>
    </Stack>
  );
}

import { Box, Button, Heading, Stack } from '@chakra-ui/react';
import type { ChargesResult, UiOptions } from '@/api/contract.ts';
import { formatMoney } from '@/lib/money.ts';
import { totalToPay } from '../model/quote.ts';
import { displayRate, rateText } from '../model/rates.ts';

export interface QuoteSummaryProps {
  charges: ChargesResult;
  /** The currency the sender pays in (the quote's, else the country's). */
  sourceCurrency: string;
  destinationCurrency: string;
  rates: UiOptions['rates'];
  onContinue: () => void;
}

function Row({ term, children, strong = false }: { term: string; children: string; strong?: boolean }) {
  return (
    <Box display="flex" justifyContent="space-between" gap="4" fontWeight={strong ? 'semibold' : 'normal'}>
      <Box as="dt">{term}</Box>
      <Box as="dd" textAlign="end">
        {children}
      </Box>
    </Box>
  );
}

/** The quote: the server's figures (rate by the display rule, 4 decimals), and Continue. */
export function QuoteSummary({
  charges,
  sourceCurrency,
  destinationCurrency,
  rates,
  onContinue,
}: QuoteSummaryProps) {
  const source = charges.source_currency || sourceCurrency;
  const destination = charges.destination_currency || destinationCurrency;
  const rate = displayRate(source, destination, Number(charges.rate), rates);
  return (
    <Stack as="section" aria-labelledby="quote-heading" gap="3" p="4" borderWidth="1px" borderRadius="l3">
      <Heading as="h2" id="quote-heading" size="md">
        Your quote
      </Heading>
      <Stack as="dl" gap="2">
        <Row term="Amount to send">{formatMoney(Number(charges.source_amount), source)}</Row>
        {charges.destination_amount !== undefined && (
          <Row term="Amount to receive">{formatMoney(Number(charges.destination_amount), destination)}</Row>
        )}
        <Row term="Rate">{rateText(source, destination, rate)}</Row>
        <Row term="Charges">{formatMoney(Number(charges.total_charges), source)}</Row>
        <Row term="Tax">{formatMoney(Number(charges.tax ?? 0), source)}</Row>
        <Row term="Total to pay" strong>
          {formatMoney(totalToPay(charges), source)}
        </Row>
      </Stack>
      <Button alignSelf={{ base: 'stretch', sm: 'end' }} onClick={onContinue}>
        Continue
      </Button>
    </Stack>
  );
}

import { Box, Stack } from '@chakra-ui/react';
import type { CreatedAmounts, UiOptions } from '@/api/contract.ts';
import { formatMoney, toAmount } from '@/lib/money.ts';
import { totalToPay, type Quote } from '../model/quote.ts';
import { displayRate, rateText } from '@/remittance/amount/rates.ts';

export interface QuoteAmountsProps {
  quote: Quote;
  /** The currency the sender pays in when the quote names none (the country's). */
  sourceCurrency: string;
  /** The currency the beneficiary receives (the amount form's). */
  destinationCurrency: string;
  rates: UiOptions['rates'];
  /**
   * The created transaction's own figures (Confirmation, once Make Payment created it): what is
   * received and the total to pay are then its, and what Make Payment pays.
   */
  created?: Partial<CreatedAmounts> | null;
}

export function SummaryRow({
  term,
  children,
  strong = false,
}: {
  term: string;
  children: string;
  strong?: boolean;
}) {
  return (
    <Box display="flex" justifyContent="space-between" gap="4" fontWeight={strong ? 'semibold' : 'normal'}>
      <Box as="dt">{term}</Box>
      <Box as="dd" textAlign="end" overflowWrap="anywhere">
        {children}
      </Box>
    </Box>
  );
}

/**
 * A quote's figures: what is sent and the charges are the server's; what is received is the
 * amount the quote was asked for (the charges answer promises none); the rate by the display
 * rule, 4 decimals; total = source + charges + tax.
 */
export function QuoteAmounts({
  quote,
  sourceCurrency,
  destinationCurrency,
  rates,
  created = null,
}: QuoteAmountsProps) {
  const { charges } = quote;
  const source = charges.source_currency || sourceCurrency;
  const rate = displayRate(source, destinationCurrency, Number(charges.rate), rates);
  const receive = toAmount(created?.destination_amount) ?? quote.receive;
  const total = toAmount(created?.remitter_pay_amount) ?? totalToPay(charges);
  return (
    <Stack as="dl" gap="2">
      <SummaryRow term="Amount to send">{formatMoney(Number(charges.source_amount), source)}</SummaryRow>
      {receive !== null && (
        <SummaryRow term="Amount to receive">{formatMoney(receive, destinationCurrency)}</SummaryRow>
      )}
      <SummaryRow term="Rate">{rateText(source, destinationCurrency, rate)}</SummaryRow>
      <SummaryRow term="Charges">{formatMoney(Number(charges.total_charges), source)}</SummaryRow>
      <SummaryRow term="Tax">{formatMoney(Number(charges.tax ?? 0), source)}</SummaryRow>
      <SummaryRow term="Total to pay" strong>
        {formatMoney(total, source)}
      </SummaryRow>
    </Stack>
  );
}

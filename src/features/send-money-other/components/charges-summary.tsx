import { useEffect } from 'react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { ChargesResult } from '@/api/contract.ts';
import { DetailList } from '@/components/detail-list.tsx';
import { formatMoney, formatRate } from '@/lib/money.ts';
import { crossBorderRate, totalToPay } from '../model/rate.ts';

export interface ChargesSummaryProps {
  charges: ChargesResult;
  /** The amount to receive the charges were asked for. */
  amount: number;
  /** The spec's limit message, when the quoted amount is above the tier's cap (Continue blocked). */
  limitProblem: string | null;
  onClear: () => void;
  onContinue: () => void;
  /** Told when the charges are first on screen (the next steps load meanwhile). */
  onShow?: () => void;
}

/** After Get Charges: Rate, Charges and Total to pay (the server's figures), Clear and Continue. */
export function ChargesSummary({
  charges,
  amount,
  limitProblem,
  onClear,
  onContinue,
  onShow,
}: ChargesSummaryProps) {
  useEffect(() => onShow?.(), [onShow]);
  const currency = charges.source_currency || 'ZAR';
  const items = [
    { label: 'Rate', value: formatRate(crossBorderRate(amount, charges)) },
    { label: 'Charges', value: formatMoney(charges.total_charges, currency) },
    { label: 'Total to pay', value: <strong>{formatMoney(totalToPay(charges), currency)}</strong> },
  ];
  return (
    <Stack as="section" aria-labelledby="charges-heading" gap="3" p="4" borderWidth="1px" borderRadius="l3">
      <Heading as="h3" id="charges-heading" size="md">
        Your charges
      </Heading>
      <DetailList items={items} />
      {limitProblem && (
        <Text role="alert" color="fg.error">
          {limitProblem}
        </Text>
      )}
      <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" justify="end">
        <Button variant="outline" onClick={onClear}>
          Clear
        </Button>
        <Button onClick={onContinue} disabled={limitProblem !== null}>
          Continue
        </Button>
      </Stack>
    </Stack>
  );
}

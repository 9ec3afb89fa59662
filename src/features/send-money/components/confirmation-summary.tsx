import { Box, Heading, Stack } from '@chakra-ui/react';
import type { ChargesResult, UiOptions, User } from '@/api/contract.ts';
import { paymentMethodName } from '@/features/payments';
import { formatMoney } from '@/lib/money.ts';
import type { AmountFormValues } from '../model/amount-form.ts';
import type { BeneficiaryChoice } from '../model/flow-inputs.ts';
import { beneficiaryMobile, beneficiaryName } from '../model/payment-requests.ts';
import { totalToPay } from '../model/quote.ts';
import { displayRate, rateText } from '../model/rates.ts';

export interface ConfirmationSummaryProps {
  user: User;
  options: UiOptions;
  form: AmountFormValues;
  charges: ChargesResult;
  choice: BeneficiaryChoice;
}

function Row({ term, children, strong = false }: { term: string; children: string; strong?: boolean }) {
  return (
    <Box display="flex" justifyContent="space-between" gap="4" fontWeight={strong ? 'semibold' : 'normal'}>
      <Box as="dt">{term}</Box>
      <Box as="dd" textAlign="end" overflowWrap="anywhere">
        {children}
      </Box>
    </Box>
  );
}

/** The purpose's label in the UI options (its id when unknown). */
function purposeLabel(options: UiOptions, user: User, purpose: string): string {
  const list = options.purpose_of_remittance[user.country === 'UK' ? 'uk' : 'sa'];
  return list.find((option) => option.id === purpose)?.purpose ?? purpose;
}

/** What the sender is about to pay for: the server's figures, the beneficiary and the options. */
export function ConfirmationSummary({ user, options, form, charges, choice }: ConfirmationSummaryProps) {
  const source = charges.source_currency;
  const destination = charges.destination_currency || form.destination_currency;
  const rate = displayRate(source, destination, Number(charges.rate), options.rates);
  const method = paymentMethodName(form.payment_method, options, user.country) ?? form.payment_method;
  return (
    <Stack gap="4">
      <Stack as="section" aria-labelledby="summary-amounts" gap="2" p="4" borderWidth="1px" borderRadius="l3">
        <Heading as="h3" id="summary-amounts" size="md">
          Amounts
        </Heading>
        <Stack as="dl" gap="2">
          <Row term="Amount to send">{formatMoney(charges.source_amount, source)}</Row>
          <Row term="Amount to receive">{formatMoney(charges.destination_amount, destination)}</Row>
          <Row term="Rate">{rateText(source, destination, rate)}</Row>
          <Row term="Charges">{formatMoney(charges.total_charges, source)}</Row>
          <Row term="Tax">{formatMoney(charges.tax ?? 0, source)}</Row>
          <Row term="Total to pay" strong>
            {formatMoney(totalToPay(charges), source)}
          </Row>
        </Stack>
      </Stack>
      <Stack as="section" aria-labelledby="summary-details" gap="2" p="4" borderWidth="1px" borderRadius="l3">
        <Heading as="h3" id="summary-details" size="md">
          Beneficiary and payment
        </Heading>
        <Stack as="dl" gap="2">
          <Row term="Beneficiary">{beneficiaryName(choice)}</Row>
          <Row term="Beneficiary mobile">{beneficiaryMobile(choice)}</Row>
          <Row term="Transfer type">{form.trans_type}</Row>
          <Row term="Payment method">{method}</Row>
          <Row term="Purpose">{purposeLabel(options, user, form.purpose)}</Row>
        </Stack>
      </Stack>
    </Stack>
  );
}

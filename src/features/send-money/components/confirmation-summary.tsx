import { Alert, Heading, Stack } from '@chakra-ui/react';
import type { CreatedAmounts, UiOptions, User } from '@/api/contract.ts';
import { createdDifferences, paymentMethodName } from '@/features/payments';
import type { AmountFormValues } from '../model/amount-form.ts';
import { sourceCurrencyFor } from '@/remittance/amount/currency.ts';
import type { BeneficiaryChoice } from '../model/flow-inputs.ts';
import { beneficiaryMobile, beneficiaryName } from '../model/payment-requests.ts';
import { totalToPay, type Quote } from '../model/quote.ts';
import { QuoteAmounts, SummaryRow as Row } from './quote-amounts.tsx';

export interface ConfirmationSummaryProps {
  user: User;
  options: UiOptions;
  form: AmountFormValues;
  quote: Quote;
  choice: BeneficiaryChoice;
  /** The created transaction's figures, once Make Payment created it for what is shown. */
  created: Partial<CreatedAmounts> | null;
}

/** The purpose's label in the UI options (its id when unknown). */
function purposeLabel(options: UiOptions, user: User, purpose: string): string {
  const list = options.purpose_of_remittance[user.country === 'UK' ? 'uk' : 'sa'];
  return list.find((option) => option.id === purpose)?.purpose ?? purpose;
}

/** What the sender is about to pay for: the server's figures, the beneficiary and the options. */
export function ConfirmationSummary({
  user,
  options,
  form,
  quote,
  choice,
  created,
}: ConfirmationSummaryProps) {
  const method = paymentMethodName(form.payment_method, options, user.country) ?? form.payment_method;
  const sourceCurrency = quote.charges.source_currency || sourceCurrencyFor(user.country);
  const differences = created
    ? createdDifferences(
        {
          total: totalToPay(quote.charges),
          receive: quote.receive,
          sourceCurrency,
          destinationCurrency: form.destination_currency,
        },
        created,
      )
    : [];
  return (
    <Stack gap="4">
      {differences.length > 0 && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            {differences.map((note) => (
              <Alert.Description key={note}>{note}</Alert.Description>
            ))}
          </Alert.Content>
        </Alert.Root>
      )}
      <Stack as="section" aria-labelledby="summary-amounts" gap="2" p="4" borderWidth="1px" borderRadius="l3">
        <Heading as="h3" id="summary-amounts" size="md">
          Amounts
        </Heading>
        <QuoteAmounts
          quote={quote}
          sourceCurrency={sourceCurrencyFor(user.country)}
          destinationCurrency={form.destination_currency}
          rates={options.rates}
          created={created}
        />
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

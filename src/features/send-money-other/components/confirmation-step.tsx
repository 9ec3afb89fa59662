import { useEffect } from 'react';
import { Alert, Box, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { Beneficiary, Corridor, UiOptions, User } from '@/api/contract.ts';
import { DetailList } from '@/components/detail-list.tsx';
import { beneficiaryMobile, beneficiaryName } from '@/features/beneficiaries';
import { PaymentDeclaration } from '@/features/send-money';
import { formatMoney, formatRate } from '@/lib/money.ts';
import { useOnline } from '@/lib/use-online.ts';
import type { PaymentRun } from '../hooks/use-payment-run.ts';
import type { AmountsState } from '../model/amount-form.ts';
import { deliveryCards } from '../model/delivery.ts';
import {
  CHARGES_RECEIVED,
  GETTING_CHARGES,
  INITIATING_PAYMENT,
  PROCESSING_TRANSACTION,
  STEP_CONFIRMATION,
} from '../model/messages.ts';
import { crossBorderRate } from '../model/rate.ts';
import { quoteDifferences } from '../model/summary.ts';
import { transactionInputsKey } from '../model/transaction-request.ts';

export interface ConfirmationStepProps {
  user: User;
  options: UiOptions;
  corridor: Corridor;
  amounts: AmountsState;
  beneficiary: Beneficiary;
  run: PaymentRun;
  onBack: () => void;
}

/** What the flow is doing now, in words. */
function stageText(run: PaymentRun): string | null {
  const { stage, created, error } = run.state;
  if (stage === 'create-transaction') return GETTING_CHARGES;
  if (stage === 'initiate-payment') return PROCESSING_TRANSACTION;
  if (stage === 'payment-gateway-redirect' && error === null) return INITIATING_PAYMENT;
  if (stage === 'process-complete') return INITIATING_PAYMENT;
  return created && stage === null ? CHARGES_RECEIVED : null;
}

/** Step 3, Confirmation: the created transaction's figures, the declaration and Make Payment. */
export function ConfirmationStep({
  user,
  options,
  corridor,
  amounts,
  beneficiary,
  run,
  onBack,
}: ConfirmationStepProps) {
  const online = useOnline();
  const { enter, makePayment, underway, canPay, state } = run;
  // Paying (confirm, then the payment page): the declaration and Back are locked; creating is not paying.
  const paying = underway && state.stage !== 'create-transaction';

  // The transaction is created once on entering (not again for the same amounts and beneficiary).
  const inputs = transactionInputsKey(amounts, beneficiary.beneficiary_id, corridor.code);
  useEffect(() => enter(inputs), [enter, inputs]);

  const created = state.created;
  const delivery = deliveryCards(corridor).find((card) => card.id === amounts.deliveryOption)?.label ?? '';
  const method =
    options.payment_methods.sa.find((m) => m.id === amounts.payment_method)?.name ?? amounts.payment_method;
  const purpose =
    options.purpose_of_remittance.sa.find((p) => p.id === amounts.purpose)?.purpose ?? amounts.purpose;
  const differences = created ? quoteDifferences(amounts, created) : [];
  const status = stageText(run);
  const summary = [
    { label: 'Country', value: corridor.name },
    { label: 'Beneficiary', value: beneficiaryName(beneficiary) },
    { label: 'Mobile', value: beneficiaryMobile(beneficiary) },
    ...(amounts.deliveryOption === 'bank'
      ? [
          { label: 'Account number', value: beneficiary.account_number || '—' },
          { label: 'Bank', value: beneficiary.bank_name || beneficiary.bank_code || '—' },
        ]
      : []),
    { label: 'Delivery option', value: delivery },
    { label: 'Payment method', value: method },
    { label: 'Purpose', value: purpose },
    {
      label: 'Amount to be received',
      value: created ? formatMoney(created.destination_amount, created.destination_currency) : '…',
    },
    {
      label: 'Rate',
      value: created
        ? formatRate(
            // The detail view's form of the same rule: dest_amount / (remitt_pay - 50).
            crossBorderRate(created.destination_amount, {
              source_amount: created.remitter_pay_amount,
              total_charges: 0,
              tax: 0,
            }),
          )
        : '…',
    },
    { label: 'Charges', value: formatMoney(amounts.charges.total_charges, amounts.source_currency) },
    {
      label: 'Total to pay',
      value: created ? (
        <strong>{formatMoney(created.remitter_pay_amount, created.source_currency)}</strong>
      ) : (
        '…'
      ),
    },
  ];

  return (
    <Stack gap="5">
      <Heading as="h2" size="lg" id="step-heading">
        {STEP_CONFIRMATION}
      </Heading>
      <Box minH="6">
        {status && (
          <HStack gap="2" role="status">
            {(underway || state.stage === 'process-complete') && <Spinner size="sm" aria-hidden="true" />}
            <Text fontWeight="semibold">{status}</Text>
          </HStack>
        )}
      </Box>
      <Box as="section" aria-label="Transaction summary" borderWidth="1px" borderRadius="l3" p="4">
        <DetailList items={summary} />
      </Box>
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
      {state.stage === 'create-error' && (
        <Button alignSelf="start" variant="outline" onClick={run.retryCreate} disabled={!online}>
          Try again
        </Button>
      )}
      <PaymentDeclaration
        options={options}
        country={user.country}
        locked={paying}
        underway={underway}
        canPay={canPay && !underway}
        onBack={onBack}
        onPay={makePayment}
      />
    </Stack>
  );
}

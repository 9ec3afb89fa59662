import { Heading, Stack, Text } from '@chakra-ui/react';
import { DetailList } from '@/components/detail-list.tsx';
import type { BankDetails, Country, UiOptions } from '@/api/contract.ts';

/** The bank-detail fields, in the spec's order, with their labels. */
export const BANK_DETAIL_FIELDS: readonly { key: keyof BankDetails; label: string }[] = [
  { key: 'country', label: 'Country' },
  { key: 'bank_name', label: 'Bank name' },
  { key: 'account_name', label: 'Account name' },
  { key: 'account_number', label: 'Account number' },
  { key: 'branch_code', label: 'Branch code' },
];

/** doc 2 §9: the payment reference of the Pay@ channel (South Africa): 11986, then the transaction id. */
export const PAY_AT_PREFIX = '11986';
export const payAtReference = (transId: string): string => `${PAY_AT_PREFIX}${transId}`;

export interface PaymentInstructionsProps {
  /** True for a bank transfer: the bank details show; otherwise the online-payment text. */
  bankTransfer: boolean;
  reference: string;
  /** The transaction's id (trans_id), for the Pay@ reference; undefined when the answer has none. */
  transId?: string;
  /** The total to pay, formatted. */
  amount: string;
  country: Country | string | null | undefined;
  bank: Pick<UiOptions['bank'], 'details'> | undefined;
}

/** The payment-instruction screen: the account to pay into (bank transfer), or how to pay online. */
export function PaymentInstructions({
  bankTransfer,
  reference,
  transId,
  amount,
  country,
  bank,
}: PaymentInstructionsProps) {
  const details = bank?.details[country === 'UK' ? 'uk' : 'sa'];
  if (!bankTransfer || !details) {
    return (
      <Stack gap="2" as="section" aria-labelledby="payment-instructions">
        <Heading as="h2" size="md" id="payment-instructions">
          Online payment
        </Heading>
        <Text>
          Press Make Payment to pay {amount} on our secure payment page. You come back here once you have
          paid.
        </Text>
        {country === 'SA' && transId && (
          <Text>
            Paying at a Pay@ point or in your banking app instead? Use the payment reference{' '}
            <strong>{payAtReference(transId)}</strong>.
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="2" as="section" aria-labelledby="payment-instructions">
      <Heading as="h2" size="md" id="payment-instructions">
        Bank details
      </Heading>
      <Text>
        Pay {amount} into this account, with your transaction number {reference} as the payment reference.
      </Text>
      <DetailList
        items={[
          ...BANK_DETAIL_FIELDS.map(({ key, label }) => ({ label, value: details[key] })),
          { label: 'Payment reference', value: reference },
        ]}
      />
    </Stack>
  );
}

import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { Country, Transaction, UiOptions } from '@/api/contract.ts';
import {
  BankInstruction,
  MakePaymentButton,
  PaymentInstructions,
  isBankTransferMethod,
} from '@/features/payments';
import { formatSourceMoney } from '@/lib/money.ts';

export interface PaymentSectionProps {
  transaction: Transaction;
  options: UiOptions | undefined;
  country: Country | string | null | undefined;
}

/**
 * While a transaction awaits payment: the amount, how to pay (bank details for a bank transfer,
 * else online payment), the bank instruction for method 82, and Make Payment.
 */
export function PaymentSection({ transaction, options, country }: PaymentSectionProps) {
  const amount = formatSourceMoney(transaction.remitt_pay, transaction.currency);
  const bankTransfer = isBankTransferMethod(transaction.payment_method, options, country);
  return (
    <Box as="section" aria-labelledby="pay-heading" borderWidth="1px" rounded="md" p={{ base: '4', md: '5' }}>
      <Stack gap="4">
        <Heading as="h2" size="lg" id="pay-heading">
          Awaiting payment
        </Heading>
        <Text>
          Total to pay: <strong>{amount}</strong>
        </Text>
        <PaymentInstructions
          bankTransfer={bankTransfer}
          reference={transaction.trans_ref}
          transId={transaction.trans_id ? String(transaction.trans_id) : undefined}
          amount={amount}
          country={country}
          bank={options?.bank}
        />
        {bankTransfer && <BankInstruction bank={options?.bank} />}
        <MakePaymentButton transaction={transaction} hideNotInitiated />
      </Stack>
    </Box>
  );
}

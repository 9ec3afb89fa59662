import { Alert, Stack } from '@chakra-ui/react';
import type { UiOptions } from '@/api/contract.ts';

/** The UI options' bank-transfer instruction and warning (spec: payment method 82). */
export function BankInstruction({
  bank,
}: {
  bank: Pick<UiOptions['bank'], 'instruction' | 'warning'> | undefined;
}) {
  const instruction = bank?.instruction?.trim();
  const warning = bank?.warning?.trim();
  if (!instruction && !warning) return null;
  return (
    <Stack gap="2">
      {instruction && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>{instruction}</Alert.Description>
        </Alert.Root>
      )}
      {warning && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>{warning}</Alert.Description>
        </Alert.Root>
      )}
    </Stack>
  );
}

import { Alert, Stack } from '@chakra-ui/react';
import type { AmountCheck } from '../model/amount-check.ts';
import { formatMoney } from '@/lib/money.ts';
import { roundingNotice } from '../model/rounding.ts';

/**
 * The amount's live messages: the rounding notice, and the errors that keep Calculate disabled
 * (limit, minimum). They stay while their cause does: a disabled button always says why.
 */
export function AmountMessages({ check, currency }: { check: AmountCheck; currency: string }) {
  const errors = [check.limitError, check.minimumError].filter((text): text is string => text !== null);
  const notice =
    check.adjusted && check.receive !== null && currency
      ? roundingNotice(formatMoney(check.receive, currency))
      : null;
  if (!notice && errors.length === 0) return null;
  return (
    <Stack gap="2">
      {notice && (
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Description>{notice}</Alert.Description>
        </Alert.Root>
      )}
      {errors.map((text) => (
        <Alert.Root key={text} status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{text}</Alert.Description>
        </Alert.Root>
      ))}
    </Stack>
  );
}

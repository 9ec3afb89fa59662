import { Alert, Box, Stack } from '@chakra-ui/react';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint.ts';
import type { AmountCheck } from '../model/amount-check.ts';
import type { Quote } from '../model/quote.ts';
import { roundingFigures, roundingNotice } from '@/remittance/amount/rounding.ts';

export interface AmountMessagesProps {
  check: AmountCheck;
  currency: string;
  /** The quote for the current values, if Calculate answered: its figures are the notice's. */
  quote: Quote | null;
}

/**
 * The amount's live messages: the rounding notice (what is sent and received), and the errors
 * that keep Calculate disabled (no rate, limit, minimum). They stay while their cause does: a disabled
 * button always says why.
 */
export function AmountMessages({ check, currency, quote }: AmountMessagesProps) {
  const errors = [check.rateError, check.limitError, check.minimumError].filter(
    (text): text is string => text !== null,
  );
  const figures = roundingFigures(check, currency, quote);
  const notice = figures ? roundingNotice(figures) : null;
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

/**
 * The messages' styles, made just after the step first paints (hidden, nothing to read or lay
 * out): the first message then only shows, without the browser restyling the whole page for its
 * new rules in the middle of a keystroke.
 */
export function AmountMessagesStyles() {
  const ready = useAfterFirstPaint();
  if (!ready) return null;
  return (
    <Box display="none" aria-hidden="true">
      <Stack gap="2">
        {(['info', 'error'] as const).map((status) => (
          <Alert.Root key={status} status={status}>
            <Alert.Indicator />
            <Alert.Description />
          </Alert.Root>
        ))}
      </Stack>
    </Box>
  );
}

import { useId, useState } from 'react';
import { Box, Button, Card, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import type { Country } from '@/api/contract.ts';
import { FieldFrame } from '@/components/field-frame.tsx';
import { routes } from '@/config/paths.ts';
import { ChoiceButtons } from '@/components/choice-buttons.tsx';
import { LazyRateAlert } from '@/features/rate-alerts';
import { useUiOptions } from '@/features/ui-options';
import { amountInput } from '@/remittance/amount/numbers.ts';
import { CALCULATOR_TITLE, indicativeNote, indicativeQuote } from '@/remittance/amount/indicative-quote.ts';
import { rateText } from '@/remittance/amount/rates.ts';
import { formatMoney } from '@/lib/money.ts';

const COUNTRIES = [
  { value: 'UK', label: 'United Kingdom' },
  { value: 'SA', label: 'South Africa' },
];

export interface RateCalculatorProps {
  /** The page it sits on: its own action ('Sign in to send' on login) moves to the page's form. */
  page: 'login' | 'register';
}

/** Moves focus to the first field of the page's own form (login or sign-up). */
function focusPageForm(): void {
  document
    .querySelector<HTMLInputElement>('main form input:not([type="hidden"]):not([type="radio"])')
    ?.focus();
}

/**
 * Before sign-in (issue 21): the sending country and an amount, and what a Zimbabwe beneficiary
 * receives, from the public UI options the login screen already holds (cached: it works
 * offline); indicative, with the ways to send for real. No call of its own. Last, 'Watch the rate'
 * (loaded after it, and checking the visitor's alerts itself: no signed-in layout does here).
 */
export default function RateCalculator({ page }: RateCalculatorProps) {
  const options = useUiOptions();
  const [country, setCountry] = useState<Country>('UK');
  const [amount, setAmount] = useState('100');
  const titleId = useId();
  if (!options) return null;
  const quote = indicativeQuote(country, amount, options);
  const receiving = quote.receive === null ? '-' : formatMoney(quote.receive, quote.receivingCurrency);
  const messages = [quote.adjustedNote, quote.minimumError, quote.limitNote].filter(
    (text): text is string => text !== null,
  );
  const payout =
    options.receiving_currencies.find((c) => c.currency === quote.receivingCurrency)?.display ??
    quote.receivingCurrency;

  return (
    <Card.Root as="section" aria-labelledby={titleId} variant="outline" size="sm" w="full">
      <Card.Body gap="3">
        <Heading as="h2" size="md" id={titleId}>
          {CALCULATOR_TITLE}
        </Heading>
        <ChoiceButtons
          legend="Sending from"
          choices={COUNTRIES}
          value={country}
          inputProps={{
            name: 'calculator-country',
            onChange: (event) => setCountry(event.target.value as Country),
          }}
        />
        <FieldFrame label={`You send (${quote.sourceCurrency})`}>
          <Input
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(amountInput(event.target.value))}
          />
        </FieldFrame>
        <Box>
          <Text fontSize="sm" color="fg.muted">
            They receive in Zimbabwe
          </Text>
          <Text asChild fontSize="2xl" fontWeight="semibold" display="block">
            <output aria-live="polite">{receiving}</output>
          </Text>
          {quote.rate !== undefined && (
            <Text fontSize="sm">
              Rate: {rateText(quote.sourceCurrency, quote.receivingCurrency, quote.rate)}
            </Text>
          )}
        </Box>
        {messages.map((text) => (
          <Text key={text} fontSize="sm" color="fg.warning">
            {text}
          </Text>
        ))}
        <Text fontSize="sm" color="fg.muted">
          {indicativeNote(payout)}
        </Text>
        <Stack gap="3">
          {page === 'login' ? (
            <Button colorPalette="blue" onClick={focusPageForm}>
              Sign in to send
            </Button>
          ) : (
            <Button asChild colorPalette="blue">
              <RouterLink href={routes.login.pattern}>Sign in to send</RouterLink>
            </Button>
          )}
          {page === 'register' ? (
            <Button variant="outline" colorPalette="blue" onClick={focusPageForm}>
              Create account
            </Button>
          ) : (
            <Button asChild variant="outline" colorPalette="blue">
              <RouterLink href={routes.register.pattern}>Create account</RouterLink>
            </Button>
          )}
        </Stack>
        <LazyRateAlert
          source={quote.sourceCurrency}
          destination={quote.receivingCurrency}
          rates={options.rates}
          watch
        />
      </Card.Body>
    </Card.Root>
  );
}

import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { appSystem } from '@/app/theme.ts';
import { PaymentInstructions } from '@/features/payments/components/payment-instructions.tsx';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';

function show(country: 'UK' | 'SA', transId?: string) {
  render(
    <ChakraProvider value={appSystem()}>
      <PaymentInstructions
        bankTransfer={false}
        reference="ZA10000021"
        transId={transId}
        amount="R1,050.00"
        country={country}
        bank={UI_OPTIONS.bank}
      />
    </ChakraProvider>,
  );
}

describe('PaymentInstructions: online payment', () => {
  it('an SA sender is given the Pay@ payment reference: 11986, then the transaction id (doc 2 §9)', () => {
    show('SA', '300021');
    expect(screen.getByText('11986300021')).toBeInTheDocument();
    expect(screen.getByText(/Pay@ point or in your banking app/)).toBeInTheDocument();
  });

  it('a UK sender, or a transaction without an id, has no Pay@ reference', () => {
    show('UK', '300021');
    expect(screen.queryByText(/Pay@/)).not.toBeInTheDocument();
  });

  it('no transaction id: no reference made up', () => {
    show('SA');
    expect(screen.queryByText(/Pay@/)).not.toBeInTheDocument();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { appSystem } from '@/app/theme.ts';
import type { Receipt } from '@/features/transactions/model/receipt.ts';
import {
  ReceiptSection,
  RECEIPT_FAILED,
  RECEIPT_FAILED_OFFLINE,
} from '@/features/transactions/components/receipt-section.tsx';
import { PRINT_CSS } from '@/features/transactions/components/print-styles.tsx';
import { transaction } from '../../support/transaction-fixtures.ts';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';
import { goOffline } from '../../support/browser.ts';

const made: Receipt[] = [];
const pdf = vi.hoisted(() => ({ fail: false }));
vi.mock('@/features/transactions/api/receipt-pdf.ts', () => ({
  downloadReceiptPdf: async (receipt: Receipt) => {
    if (pdf.fail) throw new TypeError('Failed to fetch dynamically imported module');
    made.push(receipt);
  },
}));

/** The receipt section alone (it takes the transaction; the PDF is made in the browser), as a transfer's page shows it. */
function show() {
  render(
    <ChakraProvider value={appSystem()}>
      <ReceiptSection transaction={transaction({ status: 'PROCESSED' })} options={UI_OPTIONS} country="UK" />
    </ChakraProvider>,
  );
  return { user: userEvent.setup({ delay: null }) };
}

describe('Download receipt', () => {
  it('makes the receipt of the transaction on screen and says so', async () => {
    pdf.fail = false;
    made.length = 0;
    const { user } = show();
    await user.click(screen.getByRole('button', { name: 'Download receipt' }));
    expect(
      await screen.findByText('Your receipt was downloaded: receipt-ZW10000007.pdf.'),
    ).toBeInTheDocument();
    expect(made).toHaveLength(1);
    expect(made[0]!.reference).toBe('ZW10000007');
    expect(made[0]!.company[0]).toContain('Example Remit Ltd');
  });

  it('says what to do when the library cannot load offline (print, then Save as PDF)', async () => {
    pdf.fail = true;
    goOffline();
    const { user } = show();
    await user.click(screen.getByRole('button', { name: 'Download receipt' }));
    expect(await screen.findByText(RECEIPT_FAILED_OFFLINE)).toBeInTheDocument();
  });

  it('online, a failure asks to try again', async () => {
    pdf.fail = true;
    const { user } = show();
    await user.click(screen.getByRole('button', { name: 'Download receipt' }));
    expect(await screen.findByText(RECEIPT_FAILED)).toBeInTheDocument();
  });

  it('Print opens the browser print dialog', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = show();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('the print stylesheet leaves out the header, navigation, footer and buttons', () => {
    expect(PRINT_CSS).toMatch(/@media print/);
    expect(PRINT_CSS).toMatch(/header, footer, nav, button, \[data-print-hide\]/);
  });
});

import { useState } from 'react';
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { Country, Transaction, UiOptions } from '@/api/contract.ts';
import { useOnline } from '@/lib/use-online.ts';
import { buildReceipt } from '../model/receipt.ts';

export const RECEIPT_FAILED = 'The receipt could not be made. Please try again.';
export const RECEIPT_FAILED_OFFLINE =
  "The receipt could not be made offline: the first one needs a connection. Press Print and choose 'Save as PDF', or try again once you are online.";

export interface ReceiptSectionProps {
  transaction: Transaction;
  options: UiOptions | undefined;
  country: Country | string | null | undefined;
}

type State =
  { kind: 'idle' | 'making' } | { kind: 'done'; fileName: string } | { kind: 'failed'; offline: boolean };

/**
 * 'Download receipt' (a PDF made in the browser from the transaction on screen, cached or fresh;
 * its library loads only now) and 'Print' (the page's print stylesheet leaves the transfer alone
 * on the paper).
 */
export function ReceiptSection({ transaction, options, country }: ReceiptSectionProps) {
  const online = useOnline();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const download = async () => {
    setState({ kind: 'making' });
    const receipt = buildReceipt(transaction, options, country, new Date());
    try {
      const { downloadReceiptPdf } = await import('../api/receipt-pdf.ts');
      await downloadReceiptPdf(receipt);
      setState({ kind: 'done', fileName: receipt.fileName });
    } catch {
      setState({ kind: 'failed', offline: !navigator.onLine });
    }
  };

  let message = '';
  if (state.kind === 'done') message = `Your receipt was downloaded: ${state.fileName}.`;
  if (state.kind === 'failed') message = state.offline || !online ? RECEIPT_FAILED_OFFLINE : RECEIPT_FAILED;
  return (
    <Stack as="section" aria-labelledby="receipt-heading" gap="3" data-print-hide="">
      <Heading as="h2" size="lg" id="receipt-heading">
        Receipt
      </Heading>
      <Text>Proof of your transfer, for your records or if a collection is questioned.</Text>
      <HStack gap="3" flexWrap="wrap">
        <Button
          onClick={() => void download()}
          loading={state.kind === 'making'}
          loadingText="Preparing the receipt..."
        >
          Download receipt
        </Button>
        <Button variant="outline" onClick={() => window.print()}>
          Print
        </Button>
      </HStack>
      <Text role="status" color={state.kind === 'failed' ? 'red.fg' : undefined} minH="6">
        {message}
      </Text>
    </Stack>
  );
}

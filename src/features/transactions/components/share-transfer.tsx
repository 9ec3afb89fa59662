import { useMemo, useRef, useState } from 'react';
import { Button, Heading, HStack, Stack, Text, Textarea, VisuallyHidden } from '@chakra-ui/react';
import type { Country, Transaction, UiOptions } from '@/api/contract.ts';
import { shareDevice, type ShareResult } from '../api/share-transfer.ts';
import { buildReceipt } from '../model/receipt.ts';
import { beneficiaryFirstName, isShareable, shareMessage, whatsAppHref } from '../model/share-text.ts';

export interface ShareTransferProps {
  transaction: Transaction;
  options: UiOptions | undefined;
  country: Country | string | null | undefined;
  /** The signed-in sender's first name (their only detail the message carries). */
  senderFirstName: string | null | undefined;
}

type Outcome = ShareResult | 'idle' | 'preparing' | 'copied' | 'copy-failed';

export const SHARE_FAILED = 'The details could not be shared. Copy them or send them by WhatsApp instead.';
export const SHARE_BLOCKED = 'The share sheet did not open. Press Share again, or copy the details.';
export const COPIED = 'Copied. Paste the details into a message.';
export const COPY_FAILED = 'The details could not be copied. Select the message below and copy it.';

const OUTCOME_TEXT: Partial<Record<Outcome, string>> = {
  shared: 'The details were shared.',
  blocked: SHARE_BLOCKED,
  failed: SHARE_FAILED,
  copied: COPIED,
  'copy-failed': COPY_FAILED,
};
const FAILURES: readonly Outcome[] = ['blocked', 'failed', 'copy-failed'];

/** Asks whether the share sheet takes a PDF before one is made. */
const PDF_PROBE = () => [new File([], 'receipt.pdf', { type: 'application/pdf' })];

/**
 * 'Share with Chipo': the transfer's reference, amount and collection point for the beneficiary,
 * through the phone's share sheet with the receipt PDF where it takes files; where there is no share
 * sheet (or it failed), a WhatsApp link and Copy. All of it from the transaction on screen, so it
 * works offline from the cache (the PDF only once its library was loaded; else the text goes alone).
 */
export function ShareTransfer({ transaction, options, country, senderFirstName }: ShareTransferProps) {
  const message = useMemo(() => shareMessage(transaction, senderFirstName), [transaction, senderFirstName]);
  const [outcome, setOutcome] = useState<Outcome>('idle');
  // Once the share sheet failed, WhatsApp and Copy stay offered (a copy after it must not hide them).
  const [sheetFailed, setSheetFailed] = useState(false);
  // The PDF made for this reference and status, so Share pressed again (after 'blocked') is at once.
  const made = useRef<{ key: string; file: File }>(undefined);
  if (!isShareable(transaction.status)) return null;

  const name = beneficiaryFirstName(transaction) || 'the beneficiary';
  const sheet = shareDevice.hasShareSheet();

  const receiptFile = async (): Promise<File | undefined> => {
    if (!shareDevice.canShareFiles(PDF_PROBE())) return undefined;
    const key = `${transaction.trans_ref}|${transaction.status}`;
    if (made.current?.key === key) return made.current.file;
    const file = await shareDevice.receiptFile(buildReceipt(transaction, options, country, new Date()));
    if (file) made.current = { key, file };
    return file;
  };
  const share = async () => {
    setOutcome('preparing');
    const file = await receiptFile();
    const files = file && shareDevice.canShareFiles([file]) ? [file] : undefined;
    const result = await shareDevice.share(files ? { ...message, files } : message);
    if (result === 'blocked' || result === 'failed') setSheetFailed(true);
    setOutcome(result);
  };
  const copy = async () => {
    setOutcome('idle');
    setOutcome((await shareDevice.copy(message.text)) ? 'copied' : 'copy-failed');
  };

  const fallback = !sheet || sheetFailed;
  return (
    <Stack as="section" aria-labelledby="share-heading" gap="3" data-print-hide="">
      <Heading as="h2" size="lg" id="share-heading">
        Let {name} know
      </Heading>
      <Text>
        Send the reference, the amount and where to collect it. Your contacts and the collection PIN are not
        in the message.
      </Text>
      <HStack gap="3" flexWrap="wrap">
        {sheet && (
          <Button onClick={() => void share()} loading={outcome === 'preparing'} loadingText="Preparing...">
            Share with {name}
          </Button>
        )}
        {fallback && (
          <>
            <Button asChild variant="outline">
              <a href={whatsAppHref(message.text)} target="_blank" rel="noopener noreferrer">
                Share on WhatsApp<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </a>
            </Button>
            <Button variant="outline" onClick={() => void copy()}>
              Copy message
            </Button>
          </>
        )}
      </HStack>
      {outcome === 'copy-failed' && (
        <Textarea readOnly value={message.text} aria-label="Message to share" rows={7} />
      )}
      <Text role="status" color={FAILURES.includes(outcome) ? 'red.fg' : undefined} minH="6">
        {OUTCOME_TEXT[outcome] ?? ''}
      </Text>
    </Stack>
  );
}

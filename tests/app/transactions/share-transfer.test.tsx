import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import type { Transaction } from '@/api/contract.ts';
import { appSystem } from '@/app/theme.ts';
import {
  COPIED,
  COPY_FAILED,
  SHARE_BLOCKED,
  SHARE_FAILED,
  ShareTransfer,
} from '@/features/transactions/components/share-transfer.tsx';
import { shareDevice } from '@/features/transactions/api/share-transfer.ts';
import type { Receipt } from '@/features/transactions/model/receipt.ts';
import { shareMessage } from '@/features/transactions/model/share-text.ts';
import { db } from '@/lib/db.ts';
import { transaction } from '../../support/transaction-fixtures.ts';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';
import { goOffline } from '../../support/browser.ts';
import { renderApp } from '../../support/render-app.tsx';
import { UK_REMITTER, UK_SENDER, sandboxTransaction } from '../../support/sandbox-data.ts';
import { startSandbox } from '../../support/test-sandbox.ts';

const REF = 'ZW10000007';
const SENT = transaction({ status: 'SENT_FOR_PAY', collection_pin: '55512345' });
const MESSAGE = shareMessage(SENT, 'Amelia');
const PDF = new File(['%PDF-1.3 receipt'], `receipt-${REF}.pdf`, { type: 'application/pdf' });
const SHARE_KEYS = ['share', 'canShare'] as const;

/** Gives navigator a share sheet (or what else a phone has), as own properties removed after. */
function stubNavigator(values: Partial<Record<(typeof SHARE_KEYS)[number], unknown>>): void {
  for (const [key, value] of Object.entries(values))
    Object.defineProperty(navigator, key, { value, configurable: true, writable: true });
}

afterEach(() => {
  for (const key of SHARE_KEYS) Reflect.deleteProperty(navigator, key);
});

/** The share section alone (it takes the transaction and reads only the browser), as a transfer's page shows it. */
function show(shown: Transaction = SENT, senderFirstName: string | null = 'Amelia') {
  render(
    <ChakraProvider value={appSystem()}>
      <ShareTransfer
        transaction={shown}
        options={UI_OPTIONS}
        country="UK"
        senderFirstName={senderFirstName}
      />
    </ChakraProvider>,
  );
  return { user: userEvent.setup({ delay: null }) };
}

/** Waits for the status line to say `text`. */
const statusSays = (text: string | RegExp) =>
  waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text));

/** The share button once the share has ended (while it runs it reads 'Preparing...'). */
const settled = (share: ReturnType<typeof vi.fn>) =>
  waitFor(() => {
    expect(share).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Share with Chipo' })).toBeEnabled();
  });

describe('Share with the beneficiary, with a share sheet', () => {
  it('shares the text alone where the sheet takes no files, from the keyboard too', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ share });
    const made = vi.spyOn(shareDevice, 'receiptFile');
    const { user } = show();
    expect(screen.getByRole('heading', { level: 2, name: 'Let Chipo know' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Share with Chipo' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await statusSays('The details were shared.');
    expect(share).toHaveBeenCalledWith({ title: `Money transfer ${REF}`, text: MESSAGE.text });
    expect(made).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });

  it('attaches the receipt PDF where canShare says files go', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const canShare = vi.fn((data: ShareData) =>
      (data.files ?? []).every((file) => file.type === 'application/pdf'),
    );
    stubNavigator({ share, canShare });
    const made = vi.spyOn(shareDevice, 'receiptFile').mockResolvedValue(PDF);
    const { user } = show();
    await user.click(screen.getByRole('button', { name: 'Share with Chipo' }));
    await settled(share);
    expect(share).toHaveBeenCalledWith({ ...MESSAGE, files: [PDF] });
    expect(made).toHaveBeenCalledTimes(1);
    expect((made.mock.calls[0]![0] as Receipt).reference).toBe(REF);
    expect(canShare).toHaveBeenCalledWith({ files: [PDF] });
  });

  it('makes no PDF where canShare says no, and shares the text', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ share, canShare: () => false });
    const made = vi.spyOn(shareDevice, 'receiptFile').mockResolvedValue(PDF);
    const { user } = show();
    await user.click(screen.getByRole('button', { name: 'Share with Chipo' }));
    await settled(share);
    expect(share).toHaveBeenCalledWith(MESSAGE);
    expect(made).not.toHaveBeenCalled();
  });

  it('shares the text alone when the PDF cannot be made (offline, its library never loaded)', async () => {
    goOffline();
    const share = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ share, canShare: () => true });
    vi.spyOn(shareDevice, 'receiptFile').mockResolvedValue(undefined);
    const { user } = show();
    await user.click(screen.getByRole('button', { name: 'Share with Chipo' }));
    await settled(share);
    expect(share).toHaveBeenCalledWith(MESSAGE);
  });

  it('a share the user cancels (AbortError) is no error', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
    stubNavigator({ share });
    const { user } = show();
    await user.click(screen.getByRole('button', { name: 'Share with Chipo' }));
    await settled(share);
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy message' })).not.toBeInTheDocument();
  });

  it.each([
    [
      'the browser refuses to open the sheet',
      new DOMException('No activation', 'NotAllowedError'),
      SHARE_BLOCKED,
    ],
    ['the share fails', new TypeError('Bad data'), SHARE_FAILED],
  ])('%s: says so and offers WhatsApp and Copy, which stay', async (_name, error, message) => {
    const share = vi.fn().mockRejectedValue(error);
    stubNavigator({ share });
    const { user } = show();
    await user.click(screen.getByRole('button', { name: 'Share with Chipo' }));
    await statusSays(message);
    expect(screen.getByRole('link', { name: /Share on WhatsApp/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy message' }));
    await statusSays(COPIED);
    expect(await navigator.clipboard.readText()).toBe(MESSAGE.text);
    // Both stay offered after the copy.
    expect(screen.getByRole('link', { name: /Share on WhatsApp/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy message' })).toBeInTheDocument();
  });

  it('a press after a refusal shares at once with the PDF made before', async () => {
    const share = vi
      .fn()
      .mockRejectedValueOnce(new DOMException('No activation', 'NotAllowedError'))
      .mockResolvedValueOnce(undefined);
    stubNavigator({ share, canShare: () => true });
    const made = vi.spyOn(shareDevice, 'receiptFile').mockResolvedValue(PDF);
    const { user } = show();
    await user.click(screen.getByRole('button', { name: 'Share with Chipo' }));
    await statusSays(SHARE_BLOCKED);
    await user.click(screen.getByRole('button', { name: 'Share with Chipo' }));
    await statusSays('The details were shared.');
    expect(made).toHaveBeenCalledTimes(1);
    expect(share).toHaveBeenLastCalledWith({ ...MESSAGE, files: [PDF] });
  });
});

describe('Share with the beneficiary, without a share sheet', () => {
  it('offers a WhatsApp link carrying the encoded text, opened in a new tab', () => {
    show();
    expect(screen.queryByRole('button', { name: 'Share with Chipo' })).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: /^Share on WhatsApp ?\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(MESSAGE.text)}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('Copy writes the text to the clipboard and says so', async () => {
    const { user } = show();
    await user.click(screen.getByRole('button', { name: 'Copy message' }));
    await statusSays(COPIED);
    expect(screen.getByText(/^Copied/)).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(MESSAGE.text);
  });

  it('says when the clipboard refuses, and shows the message to copy by hand', async () => {
    const { user } = show();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Denied', 'NotAllowedError'),
    );
    await user.click(screen.getByRole('button', { name: 'Copy message' }));
    await statusSays(COPY_FAILED);
    expect(screen.getByRole('textbox', { name: 'Message to share' })).toHaveValue(MESSAGE.text);
  });
});

describe('Share with the beneficiary: what is offered', () => {
  it.each(['ABORTED', 'DELETED'] as const)('nothing for a %s transfer', (status) => {
    show(transaction({ status }));
    expect(screen.queryByRole('heading', { name: /know$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Share/ })).not.toBeInTheDocument();
  });

  it('names the beneficiary plainly when the record has no name', () => {
    stubNavigator({ share: vi.fn() });
    show(transaction({ status: 'HQ_OK', benef_name: '' }));
    expect(screen.getByRole('button', { name: 'Share with the beneficiary' })).toBeInTheDocument();
  });

  it('the receipt PDF is made in the browser, with no network call', async () => {
    const sandbox = startSandbox();
    const file = await shareDevice.receiptFile({
      company: ['Example Remit Ltd'],
      title: 'Transaction receipt',
      reference: REF,
      sections: [{ heading: 'Transfer', lines: [{ label: 'Reference', value: REF }], notes: [] }],
      footer: [],
      fileName: `receipt-${REF}.pdf`,
    });
    expect(file?.name).toBe(`receipt-${REF}.pdf`);
    expect(file?.type).toBe('application/pdf');
    expect(await file?.text()).toMatch(/^%PDF-/);
    expect(sandbox.calls).toEqual([]);
  });

  it("on the transaction page, offline from the cache: shares with the sender's first name", async () => {
    // uk.sender (Amelia)'s transfer to Rudo Maria Ncube, awaiting collection, as last fetched.
    const sandbox = startSandbox();
    const sent = await sandboxTransaction(sandbox, 'ZW10000005');
    await db.replaceList(db.transactions, UK_REMITTER, [{ transRef: sent.trans_ref, value: sent }]);
    const share = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ share });
    // Offline, every request fails, as in the browser.
    const { user } = await renderApp({
      url: `/transactions/${sent.trans_ref}`,
      user: UK_SENDER,
      sandbox,
      offline: true,
    });
    await user.click(await screen.findByRole('button', { name: 'Share with Rudo' }));
    await waitFor(() => {
      expect(share).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('button', { name: 'Share with Rudo' })).toBeEnabled();
    });
    const message = shareMessage(sent, 'Amelia');
    expect(share).toHaveBeenCalledWith(message);
    expect(message.text).toContain('from Amelia.');
  });
});

import type { Receipt } from '../model/receipt.ts';

/** How a share ended. */
export type ShareResult =
  /** The share sheet took the data (the user picked an app). */
  | 'shared'
  /** The user closed the share sheet: no failure. */
  | 'cancelled'
  /** The browser refused to open it (the press is too long ago, e.g. while the PDF was made). */
  | 'blocked'
  | 'failed';

type ShareNavigator = Navigator & {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
};

/**
 * How long the receipt PDF may take before the text goes alone: a share sheet opens only shortly
 * after the press (Chrome allows 5 s), and the first receipt loads its library over the network.
 */
export const RECEIPT_WAIT_MS = 2000;

const nav = () => navigator as ShareNavigator;
const errorName = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;

/** `work`'s value, or undefined when it fails or takes longer than `ms`. */
async function within<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([work.catch(() => undefined), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The browser's share sheet, clipboard and the receipt file, behind one object so tests can stub
 * what a phone has. Every method reads `navigator` when called.
 */
export const shareDevice = {
  /** Whether the browser has a share sheet (the Web Share API: phones, mostly). */
  hasShareSheet(): boolean {
    return typeof nav().share === 'function';
  },

  /** Whether the share sheet takes these files (a PDF); false where canShare is missing. */
  canShareFiles(files: File[]): boolean {
    try {
      return nav().canShare?.({ files }) ?? false;
    } catch {
      return false;
    }
  },

  /** Opens the share sheet with `data`; says how it ended, never throws. */
  async share(data: ShareData): Promise<ShareResult> {
    try {
      await nav().share?.(data);
      return 'shared';
    } catch (error) {
      const name = errorName(error);
      if (name === 'AbortError') return 'cancelled';
      return name === 'NotAllowedError' ? 'blocked' : 'failed';
    }
  },

  /** Copies `text` with the Clipboard API; false where the browser refuses or has none. */
  async copy(text: string): Promise<boolean> {
    try {
      if (!navigator.clipboard?.writeText) return false;
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      return false;
    }
  },

  /**
   * The receipt's PDF, made in the browser (offline too once its library was loaded: the service
   * worker keeps it); undefined when it cannot be made, or not within RECEIPT_WAIT_MS.
   */
  receiptFile(receipt: Receipt): Promise<File | undefined> {
    const make = import('./receipt-pdf.ts').then(({ receiptPdfFile }) => receiptPdfFile(receipt));
    return within(make, RECEIPT_WAIT_MS);
  },
};

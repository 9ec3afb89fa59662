import { useEffect, useRef, useState } from 'react';
import type { PollResult } from '@/api/contract.ts';
import { env } from '@/config/env.ts';
import { ApiError } from '@/lib/api-error.ts';
import { useOnline } from '@/lib/use-online.ts';
import { pollPayment } from '../api/poll-payment.ts';
import { usePageVisible } from './use-page-visible.ts';

export interface PaymentPoll {
  /** The last answer (kept when a later poll fails). */
  result: PollResult | undefined;
  /** The last failure; cleared by the next answer. */
  error: ApiError | undefined;
}

export interface PaymentPollOptions {
  /** Polls only while true (and while online and the page is on screen). */
  active: boolean;
  /** Told of every answer, e.g. to refresh the transaction when its status changed. */
  onResult?: (result: PollResult) => void;
  intervalMs?: number;
}

const isAbort = (error: unknown) => (error as { name?: unknown } | null)?.name === 'AbortError';

/**
 * The payment-status poll: POST /payments/poll at once and then every few seconds (one request at
 * a time) while `active`, online and on screen; stops when the page closes.
 */
export function usePaymentPoll(
  reference: string,
  { active, onResult, intervalMs = env.paymentPollMs }: PaymentPollOptions,
): PaymentPoll {
  const [poll, setPoll] = useState<PaymentPoll>({ result: undefined, error: undefined });
  const online = useOnline();
  const visible = usePageVisible();
  const onResultRef = useRef(onResult);
  useEffect(() => {
    onResultRef.current = onResult;
  }, [onResult]);

  const running = active && online && visible && reference !== '';
  useEffect(() => {
    if (!running) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      try {
        const result = await pollPayment(reference, controller.signal);
        if (controller.signal.aborted) return;
        setPoll({ result, error: undefined });
        onResultRef.current?.(result);
      } catch (error) {
        if (controller.signal.aborted || isAbort(error)) return;
        const failure = error instanceof ApiError ? error : new ApiError('status', { cause: error });
        setPoll((previous) => ({ result: previous.result, error: failure }));
      }
      if (!controller.signal.aborted) timer = setTimeout(() => void tick(), intervalMs);
    };
    void tick();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [running, reference, intervalMs]);

  return poll;
}

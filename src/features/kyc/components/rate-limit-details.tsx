import { DetailList, type DetailItem } from '@/components/detail-list.tsx';
import { clockText, retryAt, type KycRateLimit } from '../model/rate-limit.ts';

/** The wait in minutes, the time to try again and the last attempt (spec: the rate-limit alert). */
export function RateLimitDetails({ rateLimit }: { rateLimit: KycRateLimit }) {
  const { waitTimeMinutes, lastAttemptAt, receivedAt } = rateLimit;
  const items: DetailItem[] = [
    { label: 'Wait time', value: `${waitTimeMinutes} minute(s)` },
    { label: 'Try again at', value: clockText(retryAt(rateLimit), receivedAt) },
  ];
  if (lastAttemptAt) items.push({ label: 'Last attempt', value: clockText(lastAttemptAt, receivedAt) });
  return <DetailList items={items} />;
}

import { api } from '@/lib/http.ts';
import type { UploadOptions } from '@/features/profile';

/** Said when the server's answer carries no message of its own. */
export const UPGRADE_SENT = 'Your upgrade request has been sent.';

/**
 * POST /remitter/profile/upgrade (multipart, doc 2 §7): the upgrade form and its files, through the
 * client's upload path (progress, cancel). Resolves with the server's message (upgraded at once,
 * or under review).
 */
export async function submitUpgrade(
  fields: Record<string, string | File>,
  { onUploadProgress, signal }: UploadOptions,
): Promise<string> {
  const answer = await api.call('portal', 'POST /remitter/profile/upgrade', {
    body: fields,
    form: true,
    onUploadProgress,
    signal,
  });
  return answer.result?.message?.trim() || UPGRADE_SENT;
}

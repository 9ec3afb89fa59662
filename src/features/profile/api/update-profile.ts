import { api } from '@/lib/http.ts';
import type { UploadOptions } from '../hooks/use-upload-call.ts';

/** Said when the server's answer carries no message of its own. */
export const PROFILE_UPDATED = 'Your profile has been updated.';

/**
 * POST /remitter/profile/update (multipart, doc 2 §7): the changed profile and any files, through
 * the client's upload path (progress, cancel). Resolves with the server's message.
 */
export async function updateProfile(
  fields: Record<string, string | File>,
  { onUploadProgress, signal }: UploadOptions,
): Promise<string> {
  const answer = await api.call('portal', 'POST /remitter/profile/update', {
    body: fields,
    form: true,
    onUploadProgress,
    signal,
  });
  return answer.result?.message?.trim() || PROFILE_UPDATED;
}

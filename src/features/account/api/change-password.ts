import { api } from '@/lib/http.ts';

/** Spec doc 1 'Change Password': what a successful change shows. */
export const PASSWORD_CHANGED = 'Password Changed Successfully';

/**
 * POST /remitter/auth/change-password: resolves once the answer's status is SUCCESS (the client
 * turns status FAIL and HTTP errors into an ApiError carrying the server's messages, e.g. for a
 * wrong current password).
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<true> {
  await api.call('portal', 'POST /remitter/auth/change-password', {
    body: { current_password: currentPassword, new_password: newPassword },
  });
  return true;
}

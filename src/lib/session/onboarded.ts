import type { User } from '@/api/contract.ts';

/** Onboarded: the user has been through Sender Details and holds a remitter_id. */
export function isOnboarded(user: Pick<User, 'onboarded' | 'remitter_id'> | null): boolean {
  return Boolean(user?.onboarded && user.remitter_id);
}

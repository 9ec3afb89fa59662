import type { Profile, RemitoneStatus, User } from '@/api/contract.ts';

/**
 * The profile's remitone status, when it has one (the spec's profile does not list the field,
 * but the route guard takes the status "from the profile or, if absent, from the user").
 */
export function profileRemitoneStatus(profile: Profile | undefined): RemitoneStatus | null {
  const status = profile?.remitone_status;
  return typeof status === 'string' && status.trim() !== '' ? status : null;
}

/** Whose cached profile it is: the remitter_id, or the user id before onboarding (as transactions). */
export function profileKeyOf(user: Pick<User, 'id' | 'remitter_id'> | null | undefined): string | undefined {
  if (!user) return undefined;
  return user.remitter_id?.trim() || `user-${user.id}`;
}

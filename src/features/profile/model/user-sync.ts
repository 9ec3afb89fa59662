import type { Profile, User } from '@/api/contract.ts';
import { asTier } from './tiers.ts';

/**
 * The signed-in user as the profile just loaded describes them. No call of the spec returns the
 * user after sign-in, so "profile and user loaded again" (after an update or an upgrade, doc 1)
 * is the profile's answer carried into the user: the tier in force (the remitone part's
 * kyc_status: an upgrade granted, never one under review), the first name, and the mobile and
 * email (which sign in). Blank fields change nothing. The remitone status stays the user's own:
 * the guard and the locked page weigh the profile's and the user's apart. Returns the same object
 * when nothing changed.
 */
export function userFromProfile(user: User, profile: Profile): User {
  const next: User = {
    ...user,
    kyc_status: asTier(profile.kyc_status) ?? user.kyc_status,
    first_name: profile.firstname?.trim() || user.first_name,
    mobile: profile.mobile?.trim() || user.mobile,
    email: profile.email?.trim() || user.email,
  };
  const changed = (Object.keys(next) as (keyof User)[]).some((key) => next[key] !== user[key]);
  return changed ? next : user;
}

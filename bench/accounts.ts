import { DEMO_USERS } from '../sandbox/data/demo-accounts.ts';
import { DEMO_PASSWORD } from '../sandbox/db/seed.ts';

/** The demo accounts the bench signs in as (README 'Demo accounts'). */
export const UK_SENDER = 'uk.sender@example.com';
export const UK_HEAVY = 'uk.heavy@example.com';
export const SA_SENDER = 'sa.sender@example.com';
export const SA_LITE = 'sa.lite@example.com';

export const PASSWORD = DEMO_PASSWORD;

/** The mobile (digits) a demo account's login code is sent to. */
export function mobileOf(email: string): string {
  const user = DEMO_USERS.find((u) => u.email === email);
  if (!user) throw new Error(`${email} is not a demo account`);
  return user.mobile;
}

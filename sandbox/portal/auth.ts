import type { On } from '../lib/typed-routes.ts';
import type { LoginRequest, PortalCalls } from '../../src/api/contract.ts';
import { jsonBody } from '../lib/body.ts';
import { failMessage, fieldErrors, Problems } from '../lib/responses.ts';
import { verifyPassword } from '../lib/password.ts';
import { issueToken, toUser } from '../lib/users.ts';
import { findAccount, readIdentifier } from './identifier.ts';
import { registerRegistrationRoutes } from './registration.ts';
import { registerPasswordRoutes } from './passwords.ts';

export const BAD_CREDENTIALS = 'These credentials do not match our records.';

/** The portal's account calls: registration, login and passwords. */
export function registerAuthRoutes(on: On<PortalCalls>): void {
  registerRegistrationRoutes(on);
  registerPasswordRoutes(on);

  on('POST /remitter/auth/login', async (c) => {
    const { deps } = c.var;
    const body = await jsonBody<LoginRequest>(c);
    const problems = new Problems();
    const identifier = readIdentifier(body, problems);
    const password = typeof body.password === 'string' ? body.password : '';
    problems.check(password !== '', 'password', 'The password field is required.');
    if (problems.any || !identifier) return fieldErrors(c, problems.items);

    const user = findAccount(deps.db, identifier);
    // Blocked and expired accounts still sign in: the app shows them the account-locked page.
    if (!user || !verifyPassword(password, user.password_hash)) return failMessage(c, BAD_CREDENTIALS, 401);
    return {
      status: 'SUCCESS',
      result: { token: issueToken(deps.db, user.id, deps.now()), user: toUser(user) },
    };
  });
}

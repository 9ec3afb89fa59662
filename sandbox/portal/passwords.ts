import type { On } from '../lib/typed-routes.ts';
import type { PortalCalls } from '../../src/api/contract.ts';
import { jsonBody, text } from '../lib/body.ts';
import { fieldErrors, Problems } from '../lib/responses.ts';
import { hashPassword, verifyPassword } from '../lib/password.ts';
import { issueToken, updateUser } from '../lib/users.ts';
import { passwordProblem } from '../rules/validation.ts';
import { findAccount, readIdentifier } from './identifier.ts';

/** How long a password-reset link works. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** The same answer whether or not the account exists, so the call reveals no accounts. */
export const RESET_SENT_MESSAGE = 'If an account matches, a password reset link has been sent to it.';

interface ResetTokenRow {
  token: string;
  user_id: number;
  created_at: string;
}

/** POST /remitter/auth/change-password, /forgot-password and /reset-password. */
export function registerPasswordRoutes(on: On<PortalCalls>): void {
  on('POST /remitter/auth/change-password', async (c) => {
    const { deps, user } = c.var;
    const body = await jsonBody<{ current_password: string; new_password: string }>(c);
    const current = typeof body.current_password === 'string' ? body.current_password : '';
    const next = typeof body.new_password === 'string' ? body.new_password : '';
    const problems = new Problems();
    problems.check(current !== '', 'current_password', 'The current password field is required.');
    problems.check(
      verifyPassword(current, user.password_hash),
      'current_password',
      'The current password is incorrect.',
    );
    const problem = passwordProblem(next);
    problems.check(
      problem === null,
      'new_password',
      (problem ?? '').replace('The password', 'The new password'),
    );
    if (problems.any) return fieldErrors(c, problems.items);

    updateUser(deps.db, user.id, { password_hash: hashPassword(next) });
    return { status: 'SUCCESS', result: { message: 'Your password has been changed.' } };
  });

  on('POST /remitter/auth/forgot-password', async (c) => {
    const { deps } = c.var;
    const body = await jsonBody<{ type: string; email: string; mobile: string }>(c);
    const problems = new Problems();
    const identifier = readIdentifier(body, problems);
    if (problems.any || !identifier) return fieldErrors(c, problems.items);

    const user = findAccount(deps.db, identifier);
    if (user) {
      const now = deps.now();
      const token = issueToken(deps.db, user.id, now, 'reset');
      const link = `${new URL(c.req.url).origin}/password-reset?token=${encodeURIComponent(token)}`;
      const channel = identifier.type === 'email' ? 'email' : 'sms';
      const recipient = identifier.type === 'email' ? user.email : user.mobile;
      const message = `Reset your password within 60 minutes: ${link}`;
      deps.db
        .prepare('INSERT INTO outbox (channel, recipient, text, created_at) VALUES (?, ?, ?, ?)')
        .run(channel, recipient, message, now.toISOString());
      deps.log(`[${channel}] to ${recipient}: ${message}`);
    }
    return { status: 'SUCCESS', result: { message: RESET_SENT_MESSAGE } };
  });

  on('POST /remitter/auth/reset-password', async (c) => {
    const { deps } = c.var;
    const body = await jsonBody<{ token: string; password: string }>(c);
    const token = text(body.token);
    const password = typeof body.password === 'string' ? body.password : '';
    const row = token
      ? (deps.db
          .prepare("SELECT token, user_id, created_at FROM tokens WHERE token = ? AND kind = 'reset'")
          .get(token) as ResetTokenRow | undefined)
      : undefined;
    const fresh = row !== undefined && deps.now().getTime() - Date.parse(row.created_at) < RESET_TOKEN_TTL_MS;
    const problems = new Problems();
    problems.check(token !== '', 'token', 'The reset token is required.');
    problems.check(fresh, 'token', 'This password reset link is invalid or has expired.');
    const problem = passwordProblem(password);
    problems.check(problem === null, 'password', problem ?? '');
    if (problems.any || !row) return fieldErrors(c, problems.items);

    updateUser(deps.db, row.user_id, { password_hash: hashPassword(password) });
    deps.db.prepare('DELETE FROM tokens WHERE token = ?').run(row.token);
    return { status: 'SUCCESS', result: { message: 'Your password has been reset. You can now log in.' } };
  });
}

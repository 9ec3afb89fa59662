import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/** scrypt's cost (N) for the passwords the sandbox stores: Node's default. */
export const PASSWORD_COST = 16_384;

/** A cheap cost for the tests' sandboxes only (a sign-in in microseconds, not tens of ms). */
export const TEST_PASSWORD_COST = 1_024;

/**
 * scrypt with a random salt, stored as `salt:hash` in hex, or `cost:salt:hash` for another cost
 * (the tests' sandboxes use a cheap one, `createSandbox({ passwordCost })`; `npm start` never does).
 */
export function hashPassword(password: string, cost = PASSWORD_COST): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 32, { N: cost }).toString('hex');
  return cost === PASSWORD_COST
    ? `${salt.toString('hex')}:${hash}`
    : `${cost}:${salt.toString('hex')}:${hash}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const parts = stored.split(':');
  const [costText, saltHex, hashHex] = parts.length === 3 ? parts : [String(PASSWORD_COST), ...parts];
  const cost = Number(costText);
  if (!saltHex || !hashHex || !Number.isInteger(cost) || cost < 2) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = scryptSync(password, Buffer.from(saltHex, 'hex'), expected.length, { N: cost });
  return timingSafeEqual(expected, actual);
}

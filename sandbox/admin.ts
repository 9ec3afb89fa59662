import { Hono } from 'hono';
import type { SandboxEnv } from './lib/context.ts';
import type { Fault, FaultTable } from './lib/faults.ts';
import { latestOtp } from './lib/otp.ts';
import { digitsOf, jsonBody } from './lib/body.ts';
import { reseed } from './db/seed.ts';
import { toUser, updateUser, userByEmail } from './lib/users.ts';
import type { RemitoneStatus } from '../src/api/contract.ts';
import { registerTransactionAdmin } from './portal/transactions-admin.ts';
import { approveUpgrade, setUpgradeHold } from './lib/upgrade-review.ts';
import { NO_VARIANCE, readVariance } from './variance.ts';
import { UI_OPTIONS } from './data/ui-options.ts';
import { changedRates } from './lib/ui-rates.ts';

const REMITONE_STATUSES: readonly RemitoneStatus[] = ['valid', 'blocked', 'expired'];

/**
 * Sandbox-only controls, never part of the real services: read one-time codes and uploaded files,
 * inject faults, reseed, move the UI options' rates, set a user's remitone status, hold upgrades
 * under review and approve them, and step transactions on (see portal/transactions-admin.ts).
 */
export function adminRoutes(faults: FaultTable): Hono<SandboxEnv> {
  const admin = new Hono<SandboxEnv>();

  admin.get('/otp', (c) => {
    const email = c.req.query('email')?.trim().toLowerCase();
    const mobile = email || digitsOf(c.req.query('mobile'));
    const row = mobile ? latestOtp(c.var.deps, mobile) : undefined;
    if (!row) return c.json({ message: `No code was sent to ${mobile || 'that number'}.` }, 404);
    return c.json({ mobile: row.mobile, code: row.code, purpose: row.purpose, created_at: row.created_at });
  });

  admin.get('/outbox', (c) =>
    c.json({ messages: c.var.deps.db.prepare('SELECT * FROM outbox ORDER BY id').all() }),
  );

  // The files a user uploaded, newest first, bytes as base64: what the server received.
  admin.get('/files', (c) => {
    const user = userByEmail(c.var.deps.db, c.req.query('email')?.trim().toLowerCase() ?? '');
    if (!user) return c.json({ message: 'No such user.' }, 404);
    const rows = c.var.deps.db
      .prepare('SELECT field, filename, mime, size, data FROM files WHERE user_id = ? ORDER BY id DESC')
      .all(user.id) as { field: string; filename: string; mime: string; size: number; data: Uint8Array }[];
    return c.json({ files: rows.map((row) => ({ ...row, data: Buffer.from(row.data).toString('base64') })) });
  });

  admin.get('/faults', (c) => c.json({ faults: faults.list() }));
  admin.post('/faults', async (c) => {
    const body = await jsonBody<Fault>(c);
    if (typeof body.method !== 'string' || typeof body.path !== 'string') {
      return c.json({ message: 'A fault needs a method and a path.' }, 400);
    }
    faults.add(body as Fault);
    return c.json({ faults: faults.list() }, 201);
  });
  admin.delete('/faults', (c) => {
    faults.clear();
    return c.json({ faults: [] });
  });

  // Contract variance (sandbox/variance.ts): answers within the spec but unlike the defaults.
  admin.get('/variance', (c) => c.json({ variance: c.var.deps.variance }));
  admin.post('/variance', async (c) => {
    Object.assign(c.var.deps.variance, readVariance(await jsonBody<unknown>(c)));
    return c.json({ variance: c.var.deps.variance });
  });

  // The market moves (the rate alerts' journeys): GET /remitter/ui answers these rates until a reset.
  admin.post('/rate', async (c) => {
    const changed = changedRates(c.var.deps.uiOptions.rates, await jsonBody<unknown>(c));
    if ('message' in changed) return c.json({ message: changed.message }, 400);
    c.var.deps.uiOptions = { ...c.var.deps.uiOptions, rates: changed.rates };
    return c.json({ rates: changed.rates });
  });

  admin.post('/reset', (c) => {
    faults.clear();
    Object.assign(c.var.deps.variance, NO_VARIANCE);
    c.var.deps.uiOptions = UI_OPTIONS;
    reseed(c.var.deps.db, c.var.deps.now(), c.var.deps.passwordCost);
    return c.json({ message: 'Sandbox data reseeded.' });
  });

  // The remitone provider blocking (or clearing) an account: its user and profile carry it at once.
  admin.post('/users/status', async (c) => {
    const body = await jsonBody<{ email?: unknown; remitone_status?: unknown }>(c);
    const status = body.remitone_status;
    if (typeof status !== 'string' || !REMITONE_STATUSES.includes(status as RemitoneStatus)) {
      return c.json({ message: `remitone_status must be one of ${REMITONE_STATUSES.join(', ')}.` }, 400);
    }
    const user = typeof body.email === 'string' ? userByEmail(c.var.deps.db, body.email) : undefined;
    if (!user) return c.json({ message: `No user ${String(body.email ?? '')}.` }, 404);
    const updated = updateUser(c.var.deps.db, user.id, { remitone_status: status as RemitoneStatus });
    return c.json({ user: toUser(updated) });
  });

  // Upgrade review: hold the next upgrades under review (or approve them at once again)...
  admin.post('/upgrades/review', async (c) => {
    const body = await jsonBody<{ hold?: unknown }>(c);
    if (typeof body.hold !== 'boolean') return c.json({ message: 'hold must be true or false.' }, 400);
    setUpgradeHold(c.var.deps.db, body.hold);
    return c.json({ hold: body.hold });
  });
  // ...and grant a user's upgrade under review.
  admin.post('/upgrades/approve', async (c) => {
    const body = await jsonBody<{ email?: unknown }>(c);
    const user = typeof body.email === 'string' ? userByEmail(c.var.deps.db, body.email) : undefined;
    if (!user) return c.json({ message: `No user ${String(body.email ?? '')}.` }, 404);
    const approved = approveUpgrade(c.var.deps.db, user);
    if (!approved) return c.json({ message: `${user.email} has no upgrade under review.` }, 409);
    return c.json({ user: toUser(approved) });
  });

  registerTransactionAdmin(admin);
  return admin;
}

import { Hono } from 'hono';
import type { SandboxEnv } from './lib/context.ts';
import type { Fault, FaultTable } from './lib/faults.ts';
import { latestOtp } from './lib/otp.ts';
import { digitsOf, jsonBody } from './lib/body.ts';
import { reseed } from './db/seed.ts';
import { registerTransactionAdmin } from './portal/transactions-admin.ts';

/**
 * Sandbox-only controls, never part of the real services: read one-time codes, inject faults,
 * reseed, and step transactions on (see portal/transactions-admin.ts).
 */
export function adminRoutes(faults: FaultTable): Hono<SandboxEnv> {
  const admin = new Hono<SandboxEnv>();

  admin.get('/otp', (c) => {
    const mobile = digitsOf(c.req.query('mobile'));
    const row = mobile ? latestOtp(c.var.deps, mobile) : undefined;
    if (!row) return c.json({ message: `No code was sent to ${mobile || 'that number'}.` }, 404);
    return c.json({ mobile: row.mobile, code: row.code, purpose: row.purpose, created_at: row.created_at });
  });

  admin.get('/outbox', (c) =>
    c.json({ messages: c.var.deps.db.prepare('SELECT * FROM outbox ORDER BY id').all() }),
  );

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

  admin.post('/reset', (c) => {
    faults.clear();
    reseed(c.var.deps.db, c.var.deps.now());
    return c.json({ message: 'Sandbox data reseeded.' });
  });

  registerTransactionAdmin(admin);
  return admin;
}

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { serveApp } from '../../sandbox/static.ts';
import { parseLivenessOrigin } from '../../src/config/liveness-origin.ts';
import { freshSandbox, login } from './helpers.ts';
import { transactions } from './send-helpers.ts';

/**
 * Who may frame whom: the app's pages frame exactly the configured liveness origin and nothing
 * else, and no one frames them; the liveness page may be framed by the app (on the sandbox's one
 * origin, 'self'); every other page keeps frame-ancestors 'none' and frames nothing.
 */
let dist: string;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
});

/** A CSP's directives by name. */
function directives(csp: string | null): Record<string, string> {
  return Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const space = part.indexOf(' ');
        return [part.slice(0, space), part.slice(space + 1)];
      }),
  );
}

function appServed(livenessOrigin?: string) {
  const sandbox = freshSandbox();
  serveApp(sandbox.app, dist, livenessOrigin === undefined ? {} : { livenessOrigin });
  return sandbox;
}

async function livenessPath(call: ReturnType<typeof freshSandbox>['call']): Promise<string> {
  const { body } = await call('POST /identity/api/kyc/request-verification', {
    body: { remitterId: 'R200001' },
  });
  return new URL(body.data.liveness_url as string).pathname;
}

describe("the app's pages", () => {
  it.each(['/', '/send-money', '/kyc-verification/R200002', '/kyc/verification-complete'])(
    '%s frames only its own origin by default (the sandbox serves the liveness page there), and is never framed',
    async (path) => {
      const { call } = appServed();
      const { headers } = await call(`GET ${path}`);
      const csp = directives(headers.get('Content-Security-Policy'));
      expect(csp['frame-src']).toBe("'self'");
      expect(csp['frame-ancestors']).toBe("'none'");
      expect(headers.get('X-Frame-Options')).toBe('DENY');
    },
  );

  it('frame exactly the configured liveness origin (VITE_LIVENESS_ORIGIN)', async () => {
    const { call } = appServed(parseLivenessOrigin('https://liveness.example.com/'));
    const csp = directives((await call('GET /send-money')).headers.get('Content-Security-Policy'));
    expect(csp['frame-src']).toBe('https://liveness.example.com');
  });
});

describe('the liveness page', () => {
  it.each([
    ['the check', ''],
    ['the failed page', '/fail'],
    ['the passed page', '/pass'],
  ])('%s may be framed by the app and frames nothing itself', async (_name, step) => {
    const { call } = freshSandbox();
    const path = `${await livenessPath(call)}${step}`;
    const { status, headers } = await call(`${step ? 'POST' : 'GET'} ${path}`);
    expect(status).toBe(200);
    const csp = directives(headers.get('Content-Security-Policy'));
    expect(csp['frame-ancestors']).toBe("'self'");
    expect(csp['frame-src']).toBe("'none'");
    expect(headers.get('X-Frame-Options')).toBeNull();
  });
});

describe('every other page', () => {
  it('the hosted payment page keeps frame-ancestors none and frames nothing', async () => {
    const { call } = freshSandbox();
    const token = await login(call, 'uk.sender@example.com');
    const pending = (await transactions(call, token)).find((t) => t.status === 'PENDING_CLEARANCE');
    const { body } = await call('POST /api/payments/initiate', {
      token,
      body: {
        member_id: 'R100001',
        transaction_reference: pending.trans_ref,
        payment_method: '81',
        currency: 'GBP',
        amount: pending.remitt_pay,
        return_url: `https://app.example.com/transactions/${pending.trans_ref}`,
      },
    });
    const { headers } = await call(`GET ${new URL(body.payment_url as string).pathname}`);
    const csp = directives(headers.get('Content-Security-Policy'));
    expect(csp['frame-ancestors']).toBe("'none'");
    expect(csp['frame-src']).toBe("'none'");
    expect(headers.get('X-Frame-Options')).toBe('DENY');
  });
});

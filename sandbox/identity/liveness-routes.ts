import type { Context, Hono } from 'hono';
import type { SandboxEnv } from '../lib/context.ts';
import { SERVICE_MOUNTS } from '../../src/api/contract.ts';
import { securityHeaders } from '../security-headers.ts';
import { userByRemitterId } from '../lib/users.ts';
import { failedPage, livenessCheckPage, notFoundPage, passedPage } from './liveness-page.ts';
import { EMPTY_OCR, applyLivenessFail, applyLivenessPass, newRecord } from './records.ts';
import {
  LIVENESS_SESSION_MS,
  documentOcr,
  kycRecord,
  liveRequest,
  newVerificationId,
  saveKycRecord,
  type KycRequestRow,
} from './store.ts';

/** Shown in an iframe of the app on the same origin, so framing by 'self' is allowed. */
function htmlPage(c: Context<SandboxEnv>, html: string, status: 200 | 404 = 200): Response {
  return c.html(html, status, { ...securityHeaders("'self'"), 'Cache-Control': 'no-store' });
}

function pagePath(token: string): string {
  return `${SERVICE_MOUNTS.identity}/liveness/${encodeURIComponent(token)}`;
}

/** The live request behind the path's token, or undefined when unknown or expired. */
function requestOf(c: Context<SandboxEnv>): KycRequestRow | undefined {
  const { db, now } = c.var.deps;
  return liveRequest(db, c.req.param('token') ?? '', now());
}

/** Applies a liveness outcome to the remitter's record (creating it if it is missing). */
function recordOutcome(c: Context<SandboxEnv>, request: KycRequestRow, outcome: 'pass' | 'fail'): void {
  const { db, now } = c.var.deps;
  const current = kycRecord(db, request.remitter_id) ?? newRecord(newVerificationId(db), request.remitter_id);
  const user = userByRemitterId(db, request.remitter_id);
  const updated =
    outcome === 'pass'
      ? applyLivenessPass(current, now(), user ? documentOcr(user) : EMPTY_OCR)
      : applyLivenessFail(current, now());
  saveKycRecord(db, updated);
}

/** GET /liveness/:token, POST /liveness/:token/pass and /fail (HTML pages). */
export function registerLivenessRoutes(identity: Hono<SandboxEnv>): void {
  identity.get('/liveness/:token', (c) => {
    const request = requestOf(c);
    if (!request) return htmlPage(c, notFoundPage(), 404);
    const expiresAt = new Date(Date.parse(request.created_at) + LIVENESS_SESSION_MS);
    return htmlPage(c, livenessCheckPage(pagePath(request.token), expiresAt));
  });

  identity.post('/liveness/:token/pass', (c) => {
    const request = requestOf(c);
    if (!request) return htmlPage(c, notFoundPage(), 404);
    recordOutcome(c, request, 'pass');
    return htmlPage(c, passedPage());
  });

  identity.post('/liveness/:token/fail', (c) => {
    const request = requestOf(c);
    if (!request) return htmlPage(c, notFoundPage(), 404);
    recordOutcome(c, request, 'fail');
    return htmlPage(c, failedPage(pagePath(request.token)));
  });
}

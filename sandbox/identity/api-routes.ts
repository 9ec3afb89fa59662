import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { On } from '../lib/typed-routes.ts';
import { SERVICE_MOUNTS, type IdentityCalls, type KycRateLimitBody } from '../../src/api/contract.ts';
import { jsonBody, text } from '../lib/body.ts';
import { userByRemitterId } from '../lib/users.ts';
import { KYC_REQUEST_WINDOW_MS, checkRateLimit } from './rate-limit.ts';
import { newRecord } from './records.ts';
import {
  LIVENESS_SESSION_MS,
  insertKycRequest,
  kycRecord,
  newVerificationId,
  requestTimesSince,
  saveKycRecord,
  type KycChannel,
} from './store.ts';

const CHANNELS: readonly KycChannel[] = ['web', 'whatsapp'];

/** The identity service's failure shape. */
export function identityFail(c: Context, message: string, status: ContentfulStatusCode): Response {
  return c.json({ success: false, message }, status);
}

/** GET /api/kyc/verification/:remitterId and POST /api/kyc/request-verification. */
export function registerKycApiRoutes(on: On<IdentityCalls>): void {
  on('GET /api/kyc/verification/:remitterId', (c) => {
    const remitterId = c.req.param('remitterId') ?? '';
    const record = kycRecord(c.var.deps.db, remitterId);
    if (!record) return identityFail(c, `No verification found for remitter ${remitterId}.`, 404);
    return { success: true, data: record };
  });

  on('POST /api/kyc/request-verification', async (c) => {
    const body = await jsonBody<{ remitterId: unknown; channel: unknown }>(c);
    const remitterId = text(body.remitterId);
    if (!remitterId) return identityFail(c, 'remitterId is required.', 400);
    const channel = (
      body.channel === undefined || body.channel === null ? 'web' : text(body.channel)
    ) as KycChannel;
    if (!CHANNELS.includes(channel)) return identityFail(c, 'channel must be web or whatsapp.', 400);

    const { db, now: clock } = c.var.deps;
    if (!userByRemitterId(db, remitterId))
      return identityFail(c, `Remitter ${remitterId} was not found.`, 404);

    const now = clock();
    const previous = requestTimesSince(db, remitterId, new Date(now.getTime() - KYC_REQUEST_WINDOW_MS));
    const decision = checkRateLimit(previous, now);
    if (!decision.allowed) {
      const limited: KycRateLimitBody = {
        success: false,
        message: `Too many verification requests. Try again in ${decision.waitMinutes} minute(s).`,
        wait_time_minutes: decision.waitMinutes,
        next_allowed_at: decision.nextAllowedAt.toISOString(),
        last_attempt_at: decision.lastAttemptAt.toISOString(),
      };
      return c.json(limited, 429);
    }

    const token = insertKycRequest(db, remitterId, channel, now);
    let record = kycRecord(db, remitterId);
    if (!record) {
      record = newRecord(newVerificationId(db), remitterId);
      saveKycRecord(db, record);
    }
    const origin = new URL(c.req.url).origin;
    return {
      success: true,
      data: {
        liveness_url: `${origin}${SERVICE_MOUNTS.identity}/liveness/${token}`,
        verification_id: record.verification_summary.verification_id,
        expires_at: new Date(now.getTime() + LIVENESS_SESSION_MS).toISOString(),
      },
    };
  });
}

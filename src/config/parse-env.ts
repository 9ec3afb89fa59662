import { SERVICE_MOUNTS, type Service } from '../api/contract/envelope.ts';
import { SAME_ORIGIN, parseLivenessOrigin } from './liveness-origin.ts';
import { parsePaymentOrigins } from './payment-origins.ts';
import { parsePayoutAuth, type PayoutAuth } from './payout-auth.ts';

/**
 * The app's configuration, from the build's `VITE_*` variables: parsed and checked when the app is
 * built (vite.config.ts), so an invalid value fails the build, never a sender's page.
 */
export interface Env {
  /** Base URL of each remote service (no trailing slash). */
  baseUrls: Record<Service, string>;
  /** The public API key sent on the UI-options call. */
  uiApiKey: string;
  /** How often the version poller checks `/meta.json`. */
  versionPollMs: number;
  /** Idle time before the session-timeout dialog. */
  idleTimeoutMs: number;
  /** How long a remote call may take before it fails with a timeout. */
  requestTimeoutMs: number;
  /** How often an open transaction page asks where its payment stands (POST /payments/poll). */
  paymentPollMs: number;
  /**
   * The one origin the identity provider's liveness page is framed from: 'self' (the app's own,
   * where the sandbox serves it) or an http(s) origin. The CSP's frame-src names exactly it.
   */
  livenessOrigin: string;
  /**
   * The origins the browser may be sent to for the hosted payment page: 'self' (the app's own,
   * where the sandbox serves it) and https origins (http only on localhost). A payment_url
   * elsewhere is refused; the CSP's form-action names the same list.
   */
  paymentOrigins: readonly string[];
  /** How payout partner calls authenticate: the user's bearer token, or basic (payout-auth.ts). */
  payoutAuth: PayoutAuth;
}

/** Defaults: the sandbox, on the same origin as the app. */
export const ENV_DEFAULTS = {
  VITE_PORTAL_API_URL: SERVICE_MOUNTS.portal,
  VITE_IDENTITY_API_URL: SERVICE_MOUNTS.identity,
  VITE_PAYOUT_API_URL: SERVICE_MOUNTS.payout,
  VITE_UI_API_KEY: 'sandbox-ui-key',
  VITE_VERSION_POLL_MS: '120000',
  VITE_IDLE_TIMEOUT_MS: '900000',
  VITE_REQUEST_TIMEOUT_MS: '30000',
  VITE_PAYMENT_POLL_MS: '5000',
  VITE_LIVENESS_ORIGIN: SAME_ORIGIN,
  VITE_PAYMENT_ORIGINS: SAME_ORIGIN,
  VITE_PAYOUT_AUTH: 'bearer',
  VITE_PAYOUT_BASIC_CREDENTIAL: '',
} as const;

export type EnvName = keyof typeof ENV_DEFAULTS;

type RawEnv = Record<string, unknown>;

/** The raw value, or its default when unset or blank. */
function read(raw: RawEnv, name: EnvName): string {
  const value = raw[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : ENV_DEFAULTS[name];
}

function invalid(name: EnvName, value: string, expected: string): Error {
  return new Error(`Invalid configuration: ${name}=${JSON.stringify(value)} must be ${expected}.`);
}

/** A base URL: absolute http(s) or a same-origin path starting with '/'; trailing slashes dropped. */
function baseUrl(raw: RawEnv, name: EnvName): string {
  const value = read(raw, name);
  const expected = "an absolute http(s) URL or a path starting with '/'";
  if (value.startsWith('//')) throw invalid(name, value, expected);
  if (!value.startsWith('/')) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw invalid(name, value, expected);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalid(name, value, expected);
  }
  return value.replace(/\/+$/, '');
}

function positiveInteger(raw: RawEnv, name: EnvName): number {
  const value = read(raw, name);
  const number = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(number) || number <= 0) {
    throw invalid(name, value, 'a positive whole number of milliseconds');
  }
  return number;
}

/** Validates raw variables (unset or blank ones take their default); throws on an invalid value. */
export function parseEnv(raw: RawEnv): Env {
  return {
    baseUrls: {
      portal: baseUrl(raw, 'VITE_PORTAL_API_URL'),
      identity: baseUrl(raw, 'VITE_IDENTITY_API_URL'),
      payout: baseUrl(raw, 'VITE_PAYOUT_API_URL'),
    },
    uiApiKey: read(raw, 'VITE_UI_API_KEY'),
    versionPollMs: positiveInteger(raw, 'VITE_VERSION_POLL_MS'),
    idleTimeoutMs: positiveInteger(raw, 'VITE_IDLE_TIMEOUT_MS'),
    requestTimeoutMs: positiveInteger(raw, 'VITE_REQUEST_TIMEOUT_MS'),
    paymentPollMs: positiveInteger(raw, 'VITE_PAYMENT_POLL_MS'),
    livenessOrigin: parseLivenessOrigin(read(raw, 'VITE_LIVENESS_ORIGIN')),
    paymentOrigins: parsePaymentOrigins(read(raw, 'VITE_PAYMENT_ORIGINS')),
    payoutAuth: parsePayoutAuth(read(raw, 'VITE_PAYOUT_AUTH'), read(raw, 'VITE_PAYOUT_BASIC_CREDENTIAL')),
  };
}

import { createSandbox, type Sandbox, type SandboxOptions } from '../../sandbox/app.ts';
import { DEMO_PASSWORD } from '../../sandbox/db/seed.ts';
import { TEST_PASSWORD_COST } from '../../sandbox/lib/password.ts';

/** A fresh in-memory sandbox, driven in-process with `app.request()`. */
export function freshSandbox(options: SandboxOptions = {}) {
  const sandbox = createSandbox({ dbPath: ':memory:', passwordCost: TEST_PASSWORD_COST, ...options });
  return { ...sandbox, call: caller(sandbox) };
}

export interface CallOptions {
  body?: unknown;
  form?: FormData;
  token?: string;
  headers?: Record<string, string>;
}

export interface CallResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** `call('POST /api/otp', { body })`: JSON in, status and parsed JSON (or text) out. */
export function caller(sandbox: Sandbox) {
  return async function call<T = any>(key: string, options: CallOptions = {}): Promise<CallResult<T>> {
    const space = key.indexOf(' ');
    const method = key.slice(0, space);
    const path = key.slice(space + 1);
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body: BodyInit | undefined;
    if (options.form) body = options.form;
    else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await sandbox.app.request(path, { method, headers, body });
    const raw = await response.text();
    let parsed: unknown = raw;
    try {
      parsed = raw ? JSON.parse(raw) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  };
}

/** Logs a demo account in and returns its bearer token. */
export async function login(call: ReturnType<typeof caller>, email: string): Promise<string> {
  const { status, body } = await call('POST /api/remitter/auth/login', {
    body: { type: 'email', email, password: DEMO_PASSWORD },
  });
  if (status !== 200) throw new Error(`login of ${email} failed: ${status} ${JSON.stringify(body)}`);
  return body.result.token as string;
}

import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Service } from '../../src/api/contract.ts';
import { pruneToShape, reportsFailure, strictShapeOf } from '../strict/index.ts';
import type { SandboxEnv } from './context.ts';

type MethodOf<K> = K extends `${infer M} ${string}` ? M : never;

/** A handler returns the call's typed response (sent as JSON 200) or a ready Response. */
export type Handler<Spec extends { response: unknown }> = (
  c: Context<SandboxEnv>,
) => Spec['response'] | Response | Promise<Spec['response'] | Response>;

/**
 * In strict mode, a successful JSON answer keeps only its call's strict shape; failures (and
 * anything that is not JSON, such as a redirect) are sent as they are.
 */
async function strictAnswer(c: Context<SandboxEnv>, service: Service, key: string, out: unknown) {
  const shape = strictShapeOf(service, key);
  if (!(out instanceof Response)) {
    return c.json((shape && !reportsFailure(out) ? pruneToShape(out, shape) : out) as object);
  }
  const isJson = out.headers.get('content-type')?.includes('application/json') ?? false;
  if (!shape || !out.ok || !isJson) return out;
  const body: unknown = await out.clone().json();
  if (reportsFailure(body)) return out;
  return c.json(pruneToShape(body, shape) as object, out.status as ContentfulStatusCode);
}

/**
 * Registers handlers keyed exactly as the contract names the calls
 * (`'POST /remitter/auth/login'`), so a handler's success body is checked against the contract.
 */
export function typedRoutes<Calls>(app: Hono<SandboxEnv>, service: Service) {
  return function on<K extends keyof Calls & string>(
    key: K,
    handler: Calls[K] extends { response: unknown } ? Handler<Calls[K]> : never,
  ): void {
    const space = key.indexOf(' ');
    const method = key.slice(0, space) as MethodOf<K>;
    const path = key.slice(space + 1);
    app.on(method, path, async (c) => {
      const out = await (handler as Handler<{ response: unknown }>)(c);
      if (c.var.deps.strict) return strictAnswer(c, service, key, out);
      return out instanceof Response ? out : c.json(out as object);
    });
  };
}

/** The registrar a route module receives: `on('POST /otp', handler)`. */
export type On<Calls> = ReturnType<typeof typedRoutes<Calls>>;

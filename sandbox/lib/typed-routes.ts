import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Service } from '../../src/api/contract.ts';
import { pruneToShape, reportsFailure, strictShapeOf } from '../strict/index.ts';
import type { SandboxEnv } from './context.ts';
import { varyAnswer } from '../variance.ts';

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

/** With contract variance on, a successful JSON answer as a real server may vary it (variance.ts). */
async function variedAnswer(c: Context<SandboxEnv>, key: string, answer: Response): Promise<Response> {
  const { variance } = c.var.deps;
  const isJson = answer.headers.get('content-type')?.includes('application/json') ?? false;
  if (!Object.values(variance).some(Boolean) || !answer.ok || !isJson) return answer;
  const body: unknown = await answer.clone().json();
  if (reportsFailure(body)) return answer;
  return c.json(varyAnswer(key, body, variance) as object, answer.status as ContentfulStatusCode);
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
      const answer = c.var.deps.strict
        ? await strictAnswer(c, service, key, out)
        : out instanceof Response
          ? out
          : c.json(out as object);
      return variedAnswer(c, key, answer);
    });
  };
}

/** The registrar a route module receives: `on('POST /otp', handler)`. */
export type On<Calls> = ReturnType<typeof typedRoutes<Calls>>;

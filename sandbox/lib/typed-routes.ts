import type { Context, Hono } from 'hono';
import type { SandboxEnv } from './context.ts';

type MethodOf<K> = K extends `${infer M} ${string}` ? M : never;

/** A handler returns the call's typed response (sent as JSON 200) or a ready Response. */
export type Handler<Spec extends { response: unknown }> = (
  c: Context<SandboxEnv>,
) => Spec['response'] | Response | Promise<Spec['response'] | Response>;

/**
 * Registers handlers keyed exactly as the contract names the calls
 * (`'POST /remitter/auth/login'`), so a handler's success body is checked against the contract.
 */
export function typedRoutes<Calls>(app: Hono<SandboxEnv>) {
  return function on<K extends keyof Calls & string>(
    key: K,
    handler: Calls[K] extends { response: unknown } ? Handler<Calls[K]> : never,
  ): void {
    const space = key.indexOf(' ');
    const method = key.slice(0, space) as MethodOf<K>;
    const path = key.slice(space + 1);
    app.on(method, path, async (c) => {
      const out = await (handler as Handler<{ response: unknown }>)(c);
      return out instanceof Response ? out : c.json(out as object);
    });
  };
}

/** The registrar a route module receives: `on('POST /otp', handler)`. */
export type On<Calls> = ReturnType<typeof typedRoutes<Calls>>;

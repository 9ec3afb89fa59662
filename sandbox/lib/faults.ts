import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { SandboxEnv } from './context.ts';

/** A rule that makes matching calls fail or stall (sandbox only). */
export interface Fault {
  method: string;
  /** The full request path, e.g. `/api/remitter/transactions`; a trailing `*` matches a prefix. */
  path: string;
  status?: number;
  body?: unknown;
  delayMs?: number;
  /** How many matching calls it affects; unlimited when absent. */
  times?: number;
  /**
   * Run the call first, then answer with the fault: the work is done but the answer is lost, as
   * when a connection drops on the way back (a retry must not repeat the work).
   */
  after?: boolean;
}

export class FaultTable {
  private faults: Fault[] = [];

  add(fault: Fault): void {
    this.faults.push({ ...fault, method: fault.method.toUpperCase() });
  }

  clear(): void {
    this.faults = [];
  }

  list(): readonly Fault[] {
    return this.faults;
  }

  /** The first fault matching the call, counted as used. */
  take(method: string, path: string): Fault | undefined {
    const fault = this.faults.find(
      (f) =>
        (f.method === '*' || f.method === method.toUpperCase()) &&
        (f.path.endsWith('*') ? path.startsWith(f.path.slice(0, -1)) : f.path === path),
    );
    if (!fault) return undefined;
    if (fault.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) this.faults = this.faults.filter((f) => f !== fault);
    }
    return fault;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Applies the fault table to every call but the sandbox's own control calls. */
export function faultInjection(table: FaultTable): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    if (c.req.path.startsWith('/__sandbox')) return next();
    const fault = table.take(c.req.method, c.req.path);
    if (!fault) return next();
    if (fault.delayMs) await sleep(fault.delayMs);
    if (fault.after) await next();
    if (fault.status) {
      const status = fault.status as ContentfulStatusCode;
      const answer = fault.body === undefined ? c.body(null, status) : c.json(fault.body as object, status);
      if (fault.after) c.res = answer;
      return answer;
    }
    if (!fault.after) return next();
  };
}

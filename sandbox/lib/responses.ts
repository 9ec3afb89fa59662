import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorItem } from '../../src/api/contract.ts';

/** A validation failure: `result.errors`, each item with its error text and field. */
export function fieldErrors(
  c: Context,
  errors: ApiErrorItem[],
  status: ContentfulStatusCode = 422,
): Response {
  return c.json({ status: 'FAIL', result: { errors } }, status);
}

/** A failure with one message under `result.message`. */
export function failMessage(c: Context, message: string, status: ContentfulStatusCode): Response {
  return c.json({ status: 'FAIL', result: { message } }, status);
}

/** Collects field errors; `check` adds one when its condition fails. */
export class Problems {
  readonly items: ApiErrorItem[] = [];

  check(ok: boolean, field: string, error: string): this {
    if (!ok && !this.items.some((item) => item.field === field)) this.items.push({ field, error });
    return this;
  }

  get any(): boolean {
    return this.items.length > 0;
  }
}

/** Pure pieces of a request: the method and path of a contract key, the URL, the body. */

/** `'GET /remitter/transactions/:id'` -> `['GET', '/remitter/transactions/:id']`. */
export function splitCallKey(key: string): [method: string, path: string] {
  const space = key.indexOf(' ');
  if (space < 0) throw new Error(`Not a contract call key: ${key}`);
  return [key.slice(0, space), key.slice(space + 1)];
}

/** Fills each `:name` of the path from `params`, URL-encoded; a missing one is a programming error. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}

export type QueryValue = string | number | boolean | undefined | null;

/** `?a=1&b=2` from the defined entries, or '' when there are none. */
export function queryString(query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A multipart body from an object: undefined and null skipped, Blobs appended as files. */
export function toFormData(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) {
      form.append(name, value, value instanceof File ? value.name : name);
    } else {
      form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
  }
  return form;
}

export interface EncodedBody {
  body?: BodyInit;
  contentType?: string;
}

/** JSON by default; multipart when asked or when the body already is a FormData. */
export function encodeBody(body: unknown, form = false): EncodedBody {
  if (body === undefined) return {};
  if (body instanceof FormData) return { body };
  if (form) return { body: toFormData(body as Record<string, unknown>) };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

/** The response text as JSON, or undefined when it is empty or not JSON. */
export function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

import type { Context } from 'hono';

export const ACCEPTED_FILE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'application/pdf'];
export const ACCEPTED_FILE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'pdf'];
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** The JSON body, or an empty object when there is none or it does not parse. */
export async function jsonBody<T>(c: Context): Promise<Partial<T>> {
  try {
    const body: unknown = await c.req.json();
    return body && typeof body === 'object' ? (body as Partial<T>) : {};
  } catch {
    return {};
  }
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, File>;
}

/** A multipart (or urlencoded) body split into string fields and files. */
export async function multipartBody(c: Context): Promise<MultipartBody> {
  const fields: Record<string, string> = {};
  const files: Record<string, File> = {};
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    return { fields, files };
  }
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else if (value.size > 0) files[name] = value;
  }
  return { fields, files };
}

/** Why a file is refused, or null when it is a jpeg, jpg, png or pdf of at most 10 MB. */
export function fileProblem(file: File): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = ACCEPTED_FILE_TYPES.includes(file.type) || ACCEPTED_FILE_EXTENSIONS.includes(extension);
  if (!typeOk) return 'The file must be a file of type: jpeg, jpg, png, pdf.';
  if (file.size > MAX_FILE_BYTES) return 'The file may not be greater than 10 MB.';
  return null;
}

/** Digits only: '+44 7700 900001' becomes '447700900001'. */
export function digitsOf(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).replace(/\D/g, '') : '';
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

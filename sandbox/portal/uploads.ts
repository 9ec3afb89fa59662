import type { Db } from '../db/connection.ts';
import { fileProblem } from '../lib/body.ts';
import type { Problems } from '../lib/responses.ts';
import type { StoredProfile } from '../lib/users.ts';

/** Adds a field error for each uploaded file that is not a jpeg, jpg, png or pdf of at most 10 MB. */
export function checkFiles(files: Record<string, File>, problems: Problems): void {
  for (const [field, file] of Object.entries(files)) {
    const problem = fileProblem(file);
    if (problem) problems.check(false, field, problem);
  }
}

/**
 * Stores the uploaded files for the user and returns the profile entries that record them
 * (field name to file name, e.g. `id1_scan2: 'back.png'`).
 */
export async function storeFiles(
  db: Db,
  userId: number,
  files: Record<string, File>,
  now: Date,
): Promise<StoredProfile> {
  const insert = db.prepare(
    'INSERT INTO files (user_id, field, filename, mime, size, data, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const stored: StoredProfile = {};
  for (const [field, file] of Object.entries(files)) {
    const data = Buffer.from(await file.arrayBuffer());
    insert.run(
      userId,
      field,
      file.name,
      file.type || 'application/octet-stream',
      file.size,
      data,
      now.toISOString(),
    );
    stored[field] = file.name;
  }
  return stored;
}

/** The string fields of a multipart body that a form may save, trimmed. */
export function pickFields(fields: Record<string, string>, allowed: readonly string[]): StoredProfile {
  const picked: StoredProfile = {};
  for (const key of allowed) {
    const value = fields[key];
    if (value !== undefined) picked[key] = value.trim();
  }
  return picked;
}

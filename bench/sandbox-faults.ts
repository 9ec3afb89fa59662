/** The sandbox's fault controls (POST/DELETE /__sandbox/faults), as the bench uses them. */
async function faults(baseUrl: string, method: 'POST' | 'DELETE', body?: unknown): Promise<void> {
  const response = await fetch(`${baseUrl}/__sandbox/faults`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} /__sandbox/faults answered ${response.status}`);
}

/**
 * From now on every GET of the remote services answers `delayMs` late: the portal API, and the
 * payout partner and identity service (the country page reads both).
 */
export async function delayApiReads(baseUrl: string, delayMs: number): Promise<void> {
  for (const path of ['/api/*', '/payout/*', '/identity/*']) {
    await faults(baseUrl, 'POST', { method: 'GET', path, delayMs });
  }
}

/** Removes every fault: the API answers at once again. */
export const clearFaults = (baseUrl: string) => faults(baseUrl, 'DELETE');

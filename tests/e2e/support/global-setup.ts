import { startApp } from './server.ts';

/**
 * Starts the app twice for the run, each with its own sandbox: the full one (E2E_BASE_URL) and
 * the strict-contract one (E2E_STRICT_URL) for the journeys that make or show money.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const [full, strict] = await Promise.all([startApp(), startApp('dist', { strict: true })]);
  process.env.E2E_BASE_URL = full.url;
  process.env.E2E_STRICT_URL = strict.url;
  return async () => {
    await Promise.all([full.close(), strict.close()]);
  };
}

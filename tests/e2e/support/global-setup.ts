import { startApp } from './server.ts';

/** Starts the app with the sandbox once for the run; workers read its URL from E2E_BASE_URL. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const app = await startApp();
  process.env.E2E_BASE_URL = app.url;
  return app.close;
}

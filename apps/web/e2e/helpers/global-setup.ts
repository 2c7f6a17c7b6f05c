// Playwright global setup: one real server for the whole run; its teardown is the returned function.
// The address reaches the workers (and `use.baseURL`) through RELAIS_E2E_BASE_URL.
import { startServer } from './server';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startServer();
  process.env.RELAIS_E2E_BASE_URL = server.baseURL;
  process.env.RELAIS_E2E_WEB_DIST = server.webDist;
  process.env.RELAIS_E2E_LOG = server.logFile;
  console.log(`[e2e] Relais server on ${server.baseURL} (work dir ${server.workDir})`);
  return server.stop;
}

// Playwright global setup: the seeded database every journey server copies (helpers/server.ts);
// the returned function removes it.
import { makeDataTemplate } from './server';

export default async function globalSetup(): Promise<() => void> {
  const template = await makeDataTemplate();
  process.env.RELAIS_E2E_DATA_TEMPLATE = template.dir;
  return template.remove;
}

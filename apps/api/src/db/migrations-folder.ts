import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The SQL migrations: beside the bundle (dist/migrations, copied by build.mjs) or, from source,
 * src/db/migrations.
 */
export const migrationsFolder = (): string => {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, 'migrations'), join(here, 'db', 'migrations')];
  const found = candidates.find((c) => existsSync(join(c, 'meta', '_journal.json')));
  if (!found) throw new Error(`migrations folder not found near ${here}`);
  return found;
};

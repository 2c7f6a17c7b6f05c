import fp from 'fastify-plugin';
import { embeddedDir, openDatabase } from '../db/client';
import { EMBEDDED_DURABILITY } from '../db/pglite-durable';
import { requestScoped } from '../db/request-transaction';
import { seedIfEmpty, type SeedDeps } from '../db/seed/seed';
import './types';

/**
 * The database: the handle given in the config (tests; already migrated), else PGlite in
 * DATA_DIR/db or PostgreSQL at DATABASE_URL, migrated at start and seeded when empty outside production
 * (with what the wiring root gives the seed: `opts.seed`).
 */
export const dbPlugin = fp<{ seed: SeedDeps }>(
  async (app, opts) => {
    const config = app.appConfig;
    if (config.db) {
      app.decorate('db', requestScoped(config.db));
      return;
    }
    const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    if (!config.databaseUrl) {
      // one line at start saying what a write acknowledged by this server survives (README "Durability")
      const where = { dir: embeddedDir(config.dataDir) };
      if (config.production) app.log.warn(where, EMBEDDED_DURABILITY);
      else app.log.info(where, EMBEDDED_DURABILITY);
    }
    // the demo seed runs under the migration lock: processes started together seed an empty database once
    await handle.migrate(async () => {
      if (!config.seedDemo || config.production) return;
      const seeded = await seedIfEmpty(handle.db, config.clock, config.provider, opts.seed);
      if (seeded) app.log.info('demo data seeded');
    });
    // what a keyed write's handler reaches is its request's transaction (db/request-transaction.ts)
    app.decorate('db', requestScoped(handle.db));
    app.addHook('onClose', async () => handle.close());
  },
  { name: 'relais-db', dependencies: ['relais-config'] },
);

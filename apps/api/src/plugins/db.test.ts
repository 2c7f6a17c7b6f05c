import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { systemClock } from '@relais/domain';
import { defaultProvider, type AppConfig } from '../config';
import { EMBEDDED_DURABILITY } from '../db/pglite-durable';
import { PLUGIN_TIMEOUT_MS } from '../app';
import { seedDeps } from '../services';
import { configPlugin } from './config';
import { dbPlugin } from './db';

const dataDir = mkdtempSync(join(tmpdir(), 'relais-db-plugin-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const productionConfig: AppConfig = {
  clock: systemClock,
  dataDir,
  jwtSecret: 'test-secret-that-is-long-enough-for-hs256-0123456789',
  cookieSecure: true,
  provider: defaultProvider,
  production: true,
  seedDemo: false,
  logger: true,
  trustProxy: false,
};

describe('a production start on the embedded database', () => {
  // a first start migrates and seeds a new database: as long as the app allows it (app.ts's
  // pluginTimeout), not Fastify's 10 s default, which a loaded machine passed
  it(
    'logs one line, at start, saying which durability it runs with',
    { timeout: PLUGIN_TIMEOUT_MS },
    async () => {
      const lines: Record<string, unknown>[] = [];
      const stream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (const line of chunk.toString().split('\n').filter(Boolean)) {
            lines.push(JSON.parse(line) as Record<string, unknown>);
          }
          done();
        },
      });
      const app = Fastify({ logger: { level: 'info', stream }, pluginTimeout: PLUGIN_TIMEOUT_MS });
      await app.register(configPlugin, { config: productionConfig });
      await app.register(dbPlugin, { seed: seedDeps });
      await app.ready();
      await app.close();
      const said = lines.filter(
        (l) => typeof l['msg'] === 'string' && l['msg'].includes('embedded database'),
      );
      expect(said).toHaveLength(1);
      expect(said[0]).toMatchObject({ level: 40, msg: EMBEDDED_DURABILITY, dir: join(dataDir, 'db') });
      // the line says what survives what, and the advice
      expect(EMBEDDED_DURABILITY).toMatch(/fsync/);
      expect(EMBEDDED_DURABILITY).toMatch(/kill -9/);
      expect(EMBEDDED_DURABILITY).toMatch(/power loss/);
      expect(EMBEDDED_DURABILITY).toMatch(/DATABASE_URL/);
      // first, before the migrations' work
      expect(lines.indexOf(said[0] ?? {})).toBe(0);
    },
  );
});

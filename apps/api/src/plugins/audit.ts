import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { auditLog } from '../db/schema/index';
import type { AuditEntry } from './types';

export const auditPlugin = fp(
  async (app) => {
    app.decorate('audit', async (entry: AuditEntry) => {
      app.log.info({ audit: entry }, `audit ${entry.action}`);
      await app.db.insert(auditLog).values({
        id: randomUUID(),
        at: app.appConfig.clock.now(),
        action: entry.action,
        actorId: entry.actorId ?? null,
        subjectId: entry.subjectId ?? null,
        ip: entry.ip ?? null,
        detail: entry.detail ?? null,
      });
    });
  },
  { name: 'relais-audit', dependencies: ['relais-db'] },
);

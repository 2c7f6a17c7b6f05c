import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { auditLog } from '../db/schema/index';
import './types';

/** One audit line; never put secrets (passwords, tokens) in `detail`. */
export type AuditEntry = {
  action: string;
  actorId?: string | null;
  subjectId?: string | null;
  ip?: string | null;
  detail?: Record<string, unknown>;
};

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

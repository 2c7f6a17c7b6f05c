import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { auditLog } from '../db/schema/index';
import type { FastifyRequest } from 'fastify';
import type { AuditEntry } from './types';

/** A staff read of an assistant's data (`/staff/assistants/:id/...`): audited with the staff member as actor. */
export const auditStaffRead = (request: FastifyRequest, subjectId: string): Promise<void> => {
  const route = request.routeOptions.config.contractRoute;
  return request.server.audit({
    action: 'staff_access',
    actorId: request.auth?.userId ?? null,
    subjectId,
    ip: request.ip,
    detail: { route: route ? `${route.method} ${route.path}` : request.url },
  });
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

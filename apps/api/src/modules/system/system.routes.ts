import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { getHealth } from '@relais/contract';
import { registerRoute } from '../../plugins/contract-routes';

export const systemRoutes = async (app: FastifyInstance): Promise<void> => {
  registerRoute(app, getHealth, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' as const, time: app.appConfig.clock.now().toISOString() };
  });
};

import { z } from 'zod';
import { defineRoute } from './route';
import { routeTable } from './routes';

export const healthSchema = z.object({ status: z.literal('ok'), time: z.string() });

export const getHealth = defineRoute({
  ...routeTable.getHealth,
  summary: 'Liveness and database check',
  auth: 'public',
  response: healthSchema,
  errors: ['server_error'],
});

export const systemRoutes = [getHealth] as const;

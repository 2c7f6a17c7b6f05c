import { z } from 'zod';
import { defineRoute } from './route';

export const healthSchema = z.object({ status: z.literal('ok'), time: z.string() });

export const getHealth = defineRoute({
  method: 'GET',
  path: '/health',
  summary: 'Liveness and database check',
  auth: 'public',
  response: healthSchema,
  errors: ['server_error'],
});

export const systemRoutes = [getHealth] as const;

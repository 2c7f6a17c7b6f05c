import { z } from 'zod';
import { expertiseSchema, rateProductTypeSchema, rateSchema, taskGroupSchema } from '@relais/domain';
import { defineRoute } from './route';
import { routeTable } from './routes';

export const getTaskGroups = defineRoute({
  ...routeTable.getTaskGroups,
  summary: 'Task groups TG1..TG29 with their tasks',
  auth: 'user',
  response: z.array(taskGroupSchema),
  errors: ['authentication_required'],
});

export const getActiveRates = defineRoute({
  ...routeTable.getActiveRates,
  summary: 'Active rates, optionally of one product type',
  auth: 'user',
  query: z.object({ productType: rateProductTypeSchema.optional() }),
  response: z.array(rateSchema),
  errors: ['authentication_required'],
});

export const getExpertises = defineRoute({
  ...routeTable.getExpertises,
  summary: 'Expertise reference list',
  auth: 'user',
  response: z.array(expertiseSchema),
  errors: ['authentication_required'],
});

export const referenceRoutes = [getTaskGroups, getActiveRates, getExpertises] as const;

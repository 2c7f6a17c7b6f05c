import { z } from 'zod';
import { preferenceKeySchema, preferencesSchema, preferenceValueSchema } from '@relais/domain';
import { ownerRoute, idParam } from './route';
import { routeTable } from './routes';

export const getPreferences = ownerRoute({
  ...routeTable.getPreferences,
  summary: "The user's preferences, keyed",
  clientsToo: "language and text size are every user's",
  params: idParam,
  response: preferencesSchema,
  errors: [],
});

export const putPreference = ownerRoute({
  ...routeTable.putPreference,
  summary: 'Set one preference',
  clientsToo: "language and text size are every user's",
  params: z.object({ id: z.string().min(1), preference: preferenceKeySchema }),
  body: preferenceValueSchema,
  response: preferencesSchema,
  errors: ['validation_failed'],
});

export const userRoutes = [getPreferences, putPreference] as const;

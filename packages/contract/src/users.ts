import { z } from 'zod';
import {
  newestMessagesSchema,
  preferenceKeySchema,
  preferencesSchema,
  preferenceValueSchema,
} from '@relais/domain';
import { ownerRoute, idParam } from './route';
import { routeTable } from './routes';

export const getPreferences = ownerRoute({
  ...routeTable.getPreferences,
  summary: "The user's preferences, keyed",
  params: idParam,
  response: preferencesSchema,
  errors: [],
});

export const putPreference = ownerRoute({
  ...routeTable.putPreference,
  summary: 'Set one preference',
  params: z.object({ id: z.string().min(1), preference: preferenceKeySchema }),
  body: preferenceValueSchema,
  response: preferencesSchema,
  errors: ['validation_failed'],
});

export const getNewestMessages = ownerRoute({
  ...routeTable.getNewestMessages,
  summary: 'Count of unread received messages',
  params: idParam,
  response: newestMessagesSchema,
  errors: [],
});

export const userRoutes = [getPreferences, putPreference, getNewestMessages] as const;

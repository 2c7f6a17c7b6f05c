import { z } from 'zod';
import {
  newestMessagesSchema,
  preferenceKeySchema,
  preferencesSchema,
  preferenceValueSchema,
} from '@relais/domain';
import { defineRoute, idParam } from './route';
import { routeTable } from './routes';

export const getPreferences = defineRoute({
  ...routeTable.getPreferences,
  summary: "The user's preferences, keyed",
  auth: 'user',
  owner: 'id',
  params: idParam,
  response: preferencesSchema,
  errors: ['authentication_required', 'access_denied'],
});

export const putPreference = defineRoute({
  ...routeTable.putPreference,
  summary: 'Set one preference',
  auth: 'user',
  owner: 'id',
  params: z.object({ id: z.string().min(1), preference: preferenceKeySchema }),
  body: preferenceValueSchema,
  response: preferencesSchema,
  errors: ['authentication_required', 'access_denied', 'validation_failed'],
});

export const getNewestMessages = defineRoute({
  ...routeTable.getNewestMessages,
  summary: 'Count of unread received messages',
  auth: 'user',
  owner: 'id',
  params: idParam,
  response: newestMessagesSchema,
  errors: ['authentication_required', 'access_denied'],
});

export const userRoutes = [getPreferences, putPreference, getNewestMessages] as const;

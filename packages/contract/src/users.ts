import { z } from 'zod';
import {
  newestMessagesSchema,
  preferenceKeySchema,
  preferencesSchema,
  preferenceValueSchema,
} from '@relais/domain';
import { defineRoute, idParam } from './route';

export const getPreferences = defineRoute({
  method: 'GET',
  path: '/users/:id/preferences',
  summary: "The user's preferences, keyed",
  auth: 'user',
  owner: 'id',
  params: idParam,
  response: preferencesSchema,
  errors: ['authentication_required', 'access_denied'],
});

export const putPreference = defineRoute({
  method: 'PUT',
  path: '/users/:id/preferences/:preference',
  summary: 'Set one preference',
  auth: 'user',
  owner: 'id',
  params: z.object({ id: z.string().min(1), preference: preferenceKeySchema }),
  body: preferenceValueSchema,
  response: preferencesSchema,
  errors: ['authentication_required', 'access_denied', 'validation_failed'],
});

export const getNewestMessages = defineRoute({
  method: 'GET',
  path: '/users/:id/messages/newest',
  summary: 'Count of unread received messages',
  auth: 'user',
  owner: 'id',
  params: idParam,
  response: newestMessagesSchema,
  errors: ['authentication_required', 'access_denied'],
});

export const userRoutes = [getPreferences, putPreference, getNewestMessages] as const;

import { z } from 'zod';
import { assistantRateSchema, clientNoteSchema, clientSchema, clientsToRetrieveSchema } from '@relais/domain';
import { defineRoute, idParam } from './route';
import { routeTable } from './routes';

export const listClients = defineRoute({
  ...routeTable.listClients,
  summary: "The assistant's clients: NEWANDACTIVE (main) or INDIRECT (others)",
  auth: 'user',
  owner: 'id',
  params: idParam,
  query: z.object({ clientsToRetrieve: clientsToRetrieveSchema.default('NEWANDACTIVE') }),
  response: z.array(clientSchema),
  errors: ['authentication_required', 'access_denied'],
});

export const getClient = defineRoute({
  ...routeTable.getClient,
  summary: 'One client of the assistant',
  auth: 'user',
  owner: 'id',
  children: ['clientId'],
  params: z.object({ id: z.string().min(1), clientId: z.string().min(1) }),
  response: clientSchema,
  errors: ['authentication_required', 'access_denied', 'not_found'],
});

const clientParams = z.object({ id: z.string().min(1), clientId: z.string().min(1) });

export const getClientRates = defineRoute({
  ...routeTable.getClientRates,
  summary: "The assistant's active hourly rates with this client (standard and premium)",
  auth: 'user',
  owner: 'id',
  children: ['clientId'],
  params: clientParams,
  response: z.array(assistantRateSchema),
  errors: ['authentication_required', 'access_denied', 'not_found'],
});

export const getClientNotes = defineRoute({
  ...routeTable.getClientNotes,
  summary: "The provider's notes about this client, newest first (sanitised rich text)",
  auth: 'user',
  owner: 'id',
  children: ['clientId'],
  params: clientParams,
  response: z.array(clientNoteSchema),
  errors: ['authentication_required', 'access_denied', 'not_found'],
});

export const getClientUsedTaskGroups = defineRoute({
  ...routeTable.getClientUsedTaskGroups,
  summary:
    'The task groups the assistant used in her reports for this client (any report status), most used first, then most recently used',
  auth: 'user',
  owner: 'id',
  children: ['clientId'],
  params: clientParams,
  response: z.object({ taskGroupIds: z.array(z.string()) }),
  errors: ['authentication_required', 'access_denied', 'not_found'],
});

export const clientRoutes = [
  listClients,
  getClient,
  getClientRates,
  getClientNotes,
  getClientUsedTaskGroups,
] as const;

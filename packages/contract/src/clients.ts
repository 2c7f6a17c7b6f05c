import { z } from 'zod';
import { assistantRateSchema, clientNoteSchema, clientSchema, clientsToRetrieveSchema } from '@relais/domain';
import { ownerRoute, idParam } from './route';
import { routeTable } from './routes';

export const listClients = ownerRoute({
  ...routeTable.listClients,
  summary: "The assistant's clients: NEWANDACTIVE (main) or INDIRECT (others)",
  params: idParam,
  query: z.object({ clientsToRetrieve: clientsToRetrieveSchema.default('NEWANDACTIVE') }),
  response: z.array(clientSchema),
  errors: [],
});

export const getClient = ownerRoute({
  ...routeTable.getClient,
  summary: 'One client of the assistant',
  children: ['clientId'],
  params: z.object({ id: z.string().min(1), clientId: z.string().min(1) }),
  response: clientSchema,
  errors: ['not_found'],
});

const clientParams = z.object({ id: z.string().min(1), clientId: z.string().min(1) });

export const getClientRates = ownerRoute({
  ...routeTable.getClientRates,
  summary: "The assistant's active hourly rates with this client (standard and premium)",
  children: ['clientId'],
  params: clientParams,
  response: z.array(assistantRateSchema),
  errors: ['not_found'],
});

export const getClientNotes = ownerRoute({
  ...routeTable.getClientNotes,
  summary: "The provider's notes about this client, newest first (sanitised rich text)",
  children: ['clientId'],
  params: clientParams,
  response: z.array(clientNoteSchema),
  errors: ['not_found'],
});

export const getClientUsedTaskGroups = ownerRoute({
  ...routeTable.getClientUsedTaskGroups,
  summary:
    'The task groups the assistant used in her reports for this client (any report status), most used first, then most recently used',
  children: ['clientId'],
  params: clientParams,
  response: z.object({ taskGroupIds: z.array(z.string()) }),
  errors: ['not_found'],
});

export const clientRoutes = [
  listClients,
  getClient,
  getClientRates,
  getClientNotes,
  getClientUsedTaskGroups,
] as const;

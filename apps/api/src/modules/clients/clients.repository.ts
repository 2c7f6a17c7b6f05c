import { and, asc, eq } from 'drizzle-orm';
import type { ClientsToRetrieve } from '@relais/domain';
import type { Db } from '../../db/client';
import { assistantClients, clients, type AssistantClientRow, type ClientRow } from '../../db/schema/index';

export type LinkedClient = { client: ClientRow; link: AssistantClientRow };

export const createClientsRepository = (db: Db) => ({
  /** NEWANDACTIVE: active links not flagged other; INDIRECT: links flagged other. */
  listLinked: async (assistantId: string, which: ClientsToRetrieve): Promise<LinkedClient[]> => {
    const filter =
      which === 'INDIRECT'
        ? eq(assistantClients.other, true)
        : and(eq(assistantClients.active, true), eq(assistantClients.other, false));
    const rows = await db
      .select({ client: clients, link: assistantClients })
      .from(assistantClients)
      .innerJoin(clients, eq(clients.id, assistantClients.clientId))
      .where(and(eq(assistantClients.assistantId, assistantId), filter))
      .orderBy(asc(clients.name));
    return rows;
  },

  findLinked: async (assistantId: string, clientId: string): Promise<LinkedClient | null> => {
    const [row] = await db
      .select({ client: clients, link: assistantClients })
      .from(assistantClients)
      .innerJoin(clients, eq(clients.id, assistantClients.clientId))
      .where(and(eq(assistantClients.assistantId, assistantId), eq(assistantClients.clientId, clientId)));
    return row ?? null;
  },

  exists: async (clientId: string): Promise<boolean> => {
    const rows = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
    return rows.length > 0;
  },
});

export type ClientsRepository = ReturnType<typeof createClientsRepository>;

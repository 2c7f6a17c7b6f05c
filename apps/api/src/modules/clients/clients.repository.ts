import { and, asc, desc, eq } from 'drizzle-orm';
import type { ClientsToRetrieve } from '@relais/domain';
import type { Db } from '../../db/client';
import { hourlyCentsByIds } from './hourly-rates.read-model';
import {
  assistantClientRates,
  assistantClients,
  clientNotes,
  clients,
  type AssistantClientRow,
  type ClientRow,
} from '../../db/schema/index';

export type LinkedClient = { client: ClientRow; link: AssistantClientRow };

export const createClientsRepository = (db: Db) => ({
  /** Hourly prices in cents of the named assistant rates (the read model invoices share). */
  hourlyCentsByIds: async (ids: readonly string[]): Promise<Map<string, number>> => hourlyCentsByIds(db, ids),

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

  /** The assistant's active hourly rates with the client, standard first. */
  activeRates: async (assistantId: string, clientId: string) =>
    db
      .select({
        id: assistantClientRates.id,
        kind: assistantClientRates.kind,
        label: assistantClientRates.label,
        labelEn: assistantClientRates.labelEn,
        hourlyCents: assistantClientRates.hourlyCents,
      })
      .from(assistantClientRates)
      .where(
        and(
          eq(assistantClientRates.assistantId, assistantId),
          eq(assistantClientRates.clientId, clientId),
          eq(assistantClientRates.active, true),
        ),
      )
      .orderBy(desc(assistantClientRates.kind), asc(assistantClientRates.label)),

  /** The provider's notes about the client, newest first. */
  notes: async (clientId: string) =>
    db
      .select({ id: clientNotes.id, content: clientNotes.content, createdAt: clientNotes.createdAt })
      .from(clientNotes)
      .where(eq(clientNotes.clientId, clientId))
      .orderBy(desc(clientNotes.createdAt), asc(clientNotes.id)),
});

export type ClientsRepository = ReturnType<typeof createClientsRepository>;

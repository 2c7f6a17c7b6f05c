import { and, asc, desc, eq } from 'drizzle-orm';
import type { Client, ClientsToRetrieve } from '@relais/domain';
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

/** A client as the assistant sees it: the client's card with the link's flags (active, other). */
const toClient = ({ client, link }: { client: ClientRow; link: AssistantClientRow }): Client => ({
  id: client.id,
  pro: client.pro,
  company: client.company,
  relaisAccount: {
    civility: client.accountCivility,
    firstName: client.accountFirstName,
    lastName: client.accountLastName,
    address: client.accountAddress,
    address2: client.accountAddress2,
    zipCode: client.accountZipCode,
    mobilePhone: client.accountMobilePhone,
    phone: client.accountPhone,
    email: client.accountEmail,
  },
  csName: client.csName,
  csEmail: client.csEmail,
  brief: client.brief,
  other: link.other,
  name: client.name,
  color: client.color,
  phone: client.phone,
  active: link.active,
});

export const createClientsRepository = (db: Db) => ({
  /** Hourly prices in cents of the named assistant rates (the read model invoices share). */
  hourlyCentsByIds: async (ids: readonly string[]): Promise<Map<string, number>> => hourlyCentsByIds(db, ids),

  /** NEWANDACTIVE: active links not flagged other; INDIRECT: links flagged other. */
  listLinked: async (assistantId: string, which: ClientsToRetrieve): Promise<Client[]> => {
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
    return rows.map(toClient);
  },

  findLinked: async (assistantId: string, clientId: string): Promise<Client | null> => {
    const [row] = await db
      .select({ client: clients, link: assistantClients })
      .from(assistantClients)
      .innerJoin(clients, eq(clients.id, assistantClients.clientId))
      .where(and(eq(assistantClients.assistantId, assistantId), eq(assistantClients.clientId, clientId)));
    return row ? toClient(row) : null;
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

import type { Client, ClientsToRetrieve } from '@relais/domain';
import { accessDenied, notFound } from '../../plugins/app-error';
import type { ClientsRepository, LinkedClient } from './clients.repository';

export const toClient = ({ client, link }: LinkedClient): Client => ({
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

export const createClientsService = (deps: { repo: ClientsRepository }) => ({
  list: async (assistantId: string, which: ClientsToRetrieve): Promise<Client[]> =>
    (await deps.repo.listLinked(assistantId, which)).map(toClient),

  /** A client of the assistant; a client not linked to them is 403 (child-id ownership). */
  get: async (assistantId: string, clientId: string): Promise<Client> => {
    const linked = await deps.repo.findLinked(assistantId, clientId);
    if (linked) return toClient(linked);
    if (await deps.repo.exists(clientId)) throw accessDenied();
    throw notFound('Client');
  },

  /** For other modules: whether the client is linked to the assistant. */
  isLinked: async (assistantId: string, clientId: string): Promise<boolean> =>
    (await deps.repo.findLinked(assistantId, clientId)) !== null,
});

export type ClientsService = ReturnType<typeof createClientsService>;

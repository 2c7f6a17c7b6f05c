import type { Client } from './client.schema';

// The constant lives apart so that the schema can use it without importing these rules (which take
// the schema's types): no cycle.
export * from './client.constants';

/** How a client is labelled: its company, 'individual' for a private person, else 'unknown company'. */
export type ClientLabel = { kind: 'company'; company: string } | { kind: 'individual' } | { kind: 'unknown' };

export const clientLabel = (client: Pick<Client, 'pro' | 'company'>): ClientLabel => {
  if (!client.pro) return { kind: 'individual' };
  const company = client.company?.trim();
  return company ? { kind: 'company', company } : { kind: 'unknown' };
};

/** The phones a client can be reached on, mobile first. */
export const clientPhones = (client: Client): string[] =>
  [client.relaisAccount.mobilePhone, client.relaisAccount.phone, client.phone]
    .filter((p): p is string => Boolean(p && p.trim()))
    .filter((p, i, all) => all.indexOf(p) === i);

/** Side drawer (spec 2): active, non-other clients with a mobile or landline phone. */
export const drawerClients = (clients: Client[]): Client[] =>
  clients.filter((c) => c.active && !c.other && clientPhones(c).length > 0);

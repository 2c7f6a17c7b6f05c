import { z } from 'zod';
import { civilitySchema } from '../assistant/assistant.schema';

export const CLIENTS_TO_RETRIEVE = ['NEWANDACTIVE', 'INDIRECT'] as const;
export const clientsToRetrieveSchema = z.enum(CLIENTS_TO_RETRIEVE);
export type ClientsToRetrieve = z.infer<typeof clientsToRetrieveSchema>;

export const clientAccountSchema = z.object({
  civility: civilitySchema.nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  address: z.string().nullable(),
  address2: z.string().nullable(),
  zipCode: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});

/** Spec 3 Client. `relaisAccount` is the spec's `{product}Account`. */
export const clientSchema = z.object({
  id: z.string(),
  pro: z.boolean(),
  company: z.string().nullable(),
  relaisAccount: clientAccountSchema,
  csName: z.string().nullable(),
  csEmail: z.string().nullable(),
  brief: z.string().nullable(),
  other: z.boolean(),
  name: z.string(),
  color: z.string(),
  phone: z.string().nullable(),
  active: z.boolean(),
});
export type Client = z.infer<typeof clientSchema>;

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

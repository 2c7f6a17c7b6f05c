import { z } from 'zod';
import { CLIENTS_TO_RETRIEVE } from './client.constants';
import { civilitySchema } from '../assistant/assistant.schema';
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

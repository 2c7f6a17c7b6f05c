import { z } from 'zod';

/** DELETE /users/{id}: the account's password, typed again to confirm. */
export const deleteAccountBodySchema = z.object({ password: z.string().min(1, 'required-field').max(200) });
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

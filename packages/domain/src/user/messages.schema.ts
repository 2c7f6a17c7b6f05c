import { z } from 'zod';

/** GET /users/{id}/messages/newest: the unread count shown on the header badge. */
export const newestMessagesSchema = z.object({ count: z.number().int().nonnegative() });
export type NewestMessages = z.infer<typeof newestMessagesSchema>;

import { z } from 'zod';
import { STAFF_PERMISSIONS } from './staff-permissions.rules';

/** The signed-in staff member as the console shows them: name, email and what they may do. */
export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  permissions: z.array(z.enum(STAFF_PERMISSIONS)),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** A queue of the console's home: how many items wait, and since when the oldest (null: none). */
export const queueSummarySchema = z.object({
  total: z.number().int().nonnegative(),
  oldestAt: z.string().nullable(),
});
export type QueueSummary = z.infer<typeof queueSummarySchema>;

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

import { z } from 'zod';
import { defineRoute, signedInErrors } from './route';
import { routeTable } from './routes';

/*
 * Mails that failed for good (issue 30): every mail is a job retried with backoff; one whose retries
 * are exhausted is listed here for staff, with the mail server's last answer, so someone can tell the
 * person another way. The recipient is shown whole: support staff already see the people's addresses
 * and need it to reach them.
 */

export const failedMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  /** The last error's message (the mail server's answer or the connection's error). */
  reason: z.string(),
  failedAt: z.iso.datetime({ offset: true }),
});
export type FailedMail = z.infer<typeof failedMailSchema>;

export const listFailedMails = defineRoute({
  ...routeTable.listFailedMails,
  summary: 'Staff: the mails that failed for good (retries exhausted), the newest 200 first, with the reason',
  auth: 'staff',
  permission: 'support',
  response: z.array(failedMailSchema),
  errors: signedInErrors,
});

export const staffMailRoutes = [listFailedMails] as const;

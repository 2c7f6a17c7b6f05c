import { z } from 'zod';

/** A helpdesk link made by staff: `/helpdesk?login=EMAIL&random=TOKEN`, and when it stops working. */
export const helpdeskLinkSchema = z.object({
  url: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type HelpdeskLink = z.infer<typeof helpdeskLinkSchema>;

/** The link's query, exchanged at /login for a support session of that assistant. */
export const helpdeskSignInBodySchema = z.object({
  login: z.string().trim().min(1, 'required-field').max(320),
  random: z.string().trim().min(1, 'required-field').max(200),
});
export type HelpdeskSignInBody = z.infer<typeof helpdeskSignInBodySchema>;

import { z } from 'zod';

/*
 * Account access bodies (decisions "Passwords, reset, subscription, first login"). The password's
 * length and confirmation rules are `newPasswordErrors` (translated field errors, checked by the
 * service); the schema only bounds what reaches it.
 */

/** PUT /auth/forgot/assistant and PUT /auth/firstlogin/assistant: the address typed. */
export const accessEmailBodySchema = z.object({
  email: z.string().trim().min(1, 'required-field').max(320).email('invalid-email'),
});
export type AccessEmailBody = z.infer<typeof accessEmailBodySchema>;

/** PUT /auth/reset and POST /auth/register: the link's token, the new password and its confirmation. */
export const passwordLinkBodySchema = z.object({
  token: z.string().min(1, 'required-field').max(200),
  password: z.string().max(1024),
  confirmation: z.string().max(1024),
});
export type PasswordLinkBody = z.infer<typeof passwordLinkBodySchema>;

/** POST /staff/assistants: a new assistant (no password: she gets a subscription link). */
export const createAssistantBodySchema = z.object({
  email: z.string().trim().min(1, 'required-field').max(320).email('invalid-email'),
  firstName: z.string().trim().min(1, 'required-field').max(100),
  lastName: z.string().trim().min(1, 'required-field').max(100),
  /** The language of her mails (default: the staff request's). */
  language: z.enum(['fr', 'en']).optional(),
  /** The referral code of the assistant who referred her (decisions "Loyalty and referral"), as typed. */
  referralCode: z.string().trim().max(20).optional(),
});
export type CreateAssistantBody = z.infer<typeof createAssistantBodySchema>;

export const createdAssistantSchema = z.object({ id: z.string(), loginEmail: z.string() });

/**
 * PUT /auth/password/{id}: a password change while signed in: the current password, the new one and
 * its confirmation (the rules of a reset: `newPasswordErrors` and the common-password list).
 */
export const passwordChangeBodySchema = z.object({
  currentPassword: z.string().max(1024),
  password: z.string().max(1024),
  confirmation: z.string().max(1024),
});
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>;

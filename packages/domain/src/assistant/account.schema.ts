import { z } from 'zod';
import { EMAIL_MAX, PROFILE_ADDRESS_MAX } from './profile.rules';

/** GET /google/addresses/{address}: one place the geocoder proposes, ready to fill the profile. */
export const addressSuggestionSchema = z.object({
  /** The whole line shown in the list ("8 Boulevard du Port 80000 Amiens"). */
  label: z.string(),
  address: z.string(),
  zipCode: z.string(),
  city: z.string(),
  country: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

/** The text looked up, an address's bound at most (under ADDRESS_LOOKUP_MIN: an empty list). */
export const addressLookupParamsSchema = z.object({ address: z.string().max(PROFILE_ADDRESS_MAX) });

/**
 * POST /assistants/{id}/email-change: the new login email (checked by `emailChangeErrors`) and the
 * proof that she is the one asking: her password, or a code of her second factor when she has one.
 */
export const emailChangeRequestSchema = z.object({
  newEmail: z.string().max(EMAIL_MAX),
  password: z.string().max(1024).optional(),
  code: z.string().trim().max(40).optional(),
});
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;

/** POST /auth/email-change/confirm: the token of the link sent to the new address. */
export const emailChangeConfirmSchema = z.object({ token: z.string().min(1).max(256) });
export const emailChangeResultSchema = z.object({ loginEmail: z.string() });
export type EmailChangeResult = z.infer<typeof emailChangeResultSchema>;

/** POST /auth/email-change/cancel: the token of the link mailed to the OLD address. */
export const emailChangeCancelSchema = z.object({ token: z.string().min(1).max(256) });
/** The login after a cancel (the old address back, when it was changed). */
export const emailChangeCancelResultSchema = z.object({ loginEmail: z.string() });
export type EmailChangeCancelResult = z.infer<typeof emailChangeCancelResultSchema>;

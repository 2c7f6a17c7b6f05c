import { z } from 'zod';
import { TOTP_DIGITS } from './two-factor.rules';

const code = z.string().trim().min(1, 'required-field').max(40);
const password = z.string().min(1, 'required-field').max(200);

/** The account's two-factor state (never the secret). */
export const twoFactorStateSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int().min(0),
});
export type TwoFactorState = z.infer<typeof twoFactorStateSchema>;

/** Start: the password typed again. */
export const twoFactorStartBodySchema = z.object({ password });
/** The secret of a set-up not confirmed yet: shown once as QR code and as text. */
export const twoFactorSetupSchema = z.object({ secret: z.string(), uri: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** Confirm: a current code of the authenticator app. */
export const twoFactorConfirmBodySchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'required-field')
    .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), 'two_factor_code_invalid'),
});
/** Disable, or new recovery codes: the password and a code (of the app or a recovery code). */
export const twoFactorCheckBodySchema = z.object({ password, code });
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** The sign-in's second step: the challenge answered by a right password, and a code. */
export const secondFactorSignInBodySchema = z.object({ challenge: z.string().min(1).max(2000), code });
export type SecondFactorSignInBody = z.infer<typeof secondFactorSignInBodySchema>;
/** A right password on an account with two-factor sign-in: no session yet, a challenge. */
export const secondFactorChallengeSchema = z.object({
  secondFactor: z.literal(true),
  challenge: z.string(),
  expires_in: z.number().int().positive(),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

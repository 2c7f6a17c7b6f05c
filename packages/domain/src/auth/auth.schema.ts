import { z } from 'zod';

/** Spec 5: email required and valid; password required. */
export const signInBodySchema = z.object({
  username: z.string().trim().min(1, 'required-field').email('invalid-email'),
  password: z.string().min(1, 'required-field'),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

/** Identity-provider style token answer (spec 7): the refresh token itself travels in a cookie. */
export const tokenResponseSchema = z.object({
  access_token: z.string(),
  expires_in: z.number().int().positive(),
  userId: z.string(),
  /** A support session (helpdesk link): staff acting as this assistant; the app shows the 'Support' banner. */
  support: z.boolean().optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const okSchema = z.object({ success: z.literal(true) });

/** POST /auth/oauthsignin/assistant: an identity provider's ID token (Google's). */
export const oauthSignInBodySchema = z.object({
  idToken: z.string().min(1).max(8192),
  authProvider: z.literal('google'),
});
export type OAuthSignInBody = z.infer<typeof oauthSignInBodySchema>;

/** GET /auth/signin-options: which other sign-in buttons the login page shows. */
export const signInOptionsSchema = z.object({
  sso: z.boolean(),
  googleClientId: z.string().nullable(),
  googleAuthUrl: z.string().nullable(),
});
export type SignInOptions = z.infer<typeof signInOptionsSchema>;

import { z } from 'zod';

/** Access token lifetime and the share of it after which the app refreshes (spec 4, 9). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_AT_SHARE = 0.8;
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 3600;

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
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const okSchema = z.object({ success: z.literal(true) });

/** When the app should refresh an access token issued at `issuedAtMs` lasting `expiresInS`. */
export const refreshDelayMs = (expiresInS: number): number => Math.floor(expiresInS * 1000 * REFRESH_AT_SHARE);

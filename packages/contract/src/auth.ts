import { z } from 'zod';
import {
  oauthSignInBodySchema,
  okSchema,
  secondFactorChallengeSchema,
  secondFactorSignInBodySchema,
  signInBodySchema,
  signInOptionsSchema,
  tokenResponseSchema,
} from '@relais/domain';
import { defineRoute } from './route';
import { routeTable } from './routes';

export const signIn = defineRoute({
  ...routeTable.signIn,
  summary:
    'Sign in with email and password; sets the refresh cookie (with two-factor sign-in on: no session, a 5-minute challenge for the code step)',
  auth: 'public',
  body: signInBodySchema,
  response: z.union([tokenResponseSchema, secondFactorChallengeSchema]),
  errors: ['bad_credentials', 'validation_failed', 'too_many_requests'],
});

export const refreshToken = defineRoute({
  ...routeTable.refreshToken,
  summary: 'Rotate the refresh cookie and get a new access token',
  auth: 'public',
  query: z.object({ userId: z.string().optional() }),
  response: tokenResponseSchema,
  errors: ['refresh_token_invalid', 'session_expired'],
});

export const logout = defineRoute({
  ...routeTable.logout,
  summary: 'Revoke the refresh token family and clear the cookie',
  auth: 'public',
  response: okSchema,
  errors: [],
});

export const signInSecondFactor = defineRoute({
  ...routeTable.signInSecondFactor,
  summary:
    'Second step of a sign-in with two-factor on: the challenge and a TOTP code (or a recovery code, used up); sets the refresh cookie',
  auth: 'public',
  body: secondFactorSignInBodySchema,
  response: tokenResponseSchema,
  errors: ['validation_failed', 'two_factor_challenge_invalid', 'two_factor_code_wrong', 'too_many_requests'],
});

export const signInOptions = defineRoute({
  ...routeTable.signInOptions,
  summary: 'Which other sign-in methods are configured (SSO, Google client id)',
  auth: 'public',
  response: signInOptionsSchema,
  errors: [],
});

export const oauthSignIn = defineRoute({
  ...routeTable.oauthSignIn,
  summary:
    "Sign in with an identity provider's ID token (Google); sets the refresh cookie (with two-factor sign-in on: no session, the same 5-minute challenge as a password)",
  auth: 'public',
  body: oauthSignInBodySchema,
  response: z.union([tokenResponseSchema, secondFactorChallengeSchema]),
  errors: [
    'external_token_invalid',
    'external_account_unknown',
    'external_signin_disabled',
    'validation_failed',
    'too_many_requests',
  ],
});

export const authRoutes = [
  signIn,
  refreshToken,
  logout,
  signInSecondFactor,
  signInOptions,
  oauthSignIn,
] as const;

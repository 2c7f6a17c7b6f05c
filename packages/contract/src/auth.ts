import { z } from 'zod';
import { okSchema, signInBodySchema, tokenResponseSchema } from '@relais/domain';
import { defineRoute } from './route';
import { routeTable } from './routes';

export const signIn = defineRoute({
  ...routeTable.signIn,
  summary: 'Sign in with email and password; sets the refresh cookie',
  auth: 'public',
  body: signInBodySchema,
  response: tokenResponseSchema,
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

export const authRoutes = [signIn, refreshToken, logout] as const;

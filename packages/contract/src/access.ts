import {
  accessEmailBodySchema,
  createAssistantBodySchema,
  createdAssistantSchema,
  okSchema,
  passwordLinkBodySchema,
  tokenResponseSchema,
} from '@relais/domain';
import { defineRoute } from './route';
import { routeTable } from './routes';

const passwordErrors = [
  'validation_failed',
  'required-field',
  'password_too_short',
  'password_too_long',
  'password_too_common',
  'password_mismatch',
] as const;

export const forgotPassword = defineRoute({
  ...routeTable.forgotPassword,
  summary:
    'Ask for a password reset link (mailed, valid 3 hours, single use); the same answer whether the email is an account or not',
  auth: 'public',
  body: accessEmailBodySchema,
  response: okSchema,
  errors: ['validation_failed', 'invalid-email', 'required-field', 'too_many_requests'],
});

export const resetPassword = defineRoute({
  ...routeTable.resetPassword,
  summary: 'Set a new password from a reset link (used up); every session of the user is revoked',
  auth: 'public',
  body: passwordLinkBodySchema,
  response: okSchema,
  errors: [...passwordErrors, 'reset_link_invalid'],
});

export const register = defineRoute({
  ...routeTable.register,
  summary:
    'Set her first password from a subscription link (used up) and open a session; sets the refresh cookie',
  auth: 'public',
  body: passwordLinkBodySchema,
  response: tokenResponseSchema,
  errors: [...passwordErrors, 'subscription_error'],
});

export const firstLogin = defineRoute({
  ...routeTable.firstLogin,
  summary:
    'Ask for a new subscription link (an account created by the provider, no password yet); the same answer whatever the email',
  auth: 'public',
  body: accessEmailBodySchema,
  response: okSchema,
  errors: ['validation_failed', 'invalid-email', 'required-field', 'too_many_requests'],
});

export const createAssistant = defineRoute({
  ...routeTable.createAssistant,
  summary:
    'Staff: create an assistant without a password and mail her the subscription link (audited); an optional referralCode links her to her referrer',
  auth: 'staff',
  permission: 'recruitment',
  body: createAssistantBodySchema,
  response: createdAssistantSchema,
  errors: [
    'authentication_required',
    'access_denied',
    'validation_failed',
    'invalid-email',
    'login_email_taken',
    'referral_code_unknown',
  ],
});

export const accessRoutes = [forgotPassword, resetPassword, register, firstLogin, createAssistant] as const;

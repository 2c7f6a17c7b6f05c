import {
  recoveryCodesSchema,
  twoFactorCheckBodySchema,
  twoFactorConfirmBodySchema,
  twoFactorSetupSchema,
  twoFactorStartBodySchema,
  twoFactorStateSchema,
} from '@relais/domain';
import { defineRoute, emptyResponse, idParam, ownerRoute } from './route';
import { routeTable } from './routes';

/** Two-factor sign-in set up from /user/account (online only): the owner's own calls. */
export const getTwoFactor = ownerRoute({
  ...routeTable.getTwoFactor,
  summary: 'Whether two-factor sign-in is on, and how many recovery codes are left (never the secret)',
  params: idParam,
  response: twoFactorStateSchema,
  errors: [],
});

export const startTwoFactor = ownerRoute({
  ...routeTable.startTwoFactor,
  notInSupportSession: 'two-factor sign-in is the assistant’s own',
  summary:
    'Start the set-up (password typed again): a new TOTP secret, shown once as otpauth URI and text; not on until confirmed',
  params: idParam,
  body: twoFactorStartBodySchema,
  response: twoFactorSetupSchema,
  errors: [
    'validation_failed',
    'required-field',
    'password_incorrect',
    'too_many_requests',
    'support_session_forbidden',
  ],
});

export const confirmTwoFactor = ownerRoute({
  ...routeTable.confirmTwoFactor,
  notInSupportSession: 'two-factor sign-in is the assistant’s own',
  summary:
    'Confirm the set-up with a current code: two-factor is on; answers 10 single-use recovery codes, shown once',
  params: idParam,
  body: twoFactorConfirmBodySchema,
  response: recoveryCodesSchema,
  errors: [
    'validation_failed',
    'required-field',
    'two_factor_code_invalid',
    'two_factor_code_wrong',
    'two_factor_not_pending',
    'too_many_requests',
    'support_session_forbidden',
  ],
});

export const disableTwoFactor = ownerRoute({
  ...routeTable.disableTwoFactor,
  notInSupportSession: 'two-factor sign-in is the assistant’s own',
  summary: 'Turn two-factor sign-in off (password and a code)',
  params: idParam,
  body: twoFactorCheckBodySchema,
  response: emptyResponse,
  errors: [
    'validation_failed',
    'required-field',
    'password_incorrect',
    'two_factor_code_wrong',
    'two_factor_not_enabled',
    'too_many_requests',
    'support_session_forbidden',
  ],
});

export const renewRecoveryCodes = ownerRoute({
  ...routeTable.renewRecoveryCodes,
  notInSupportSession: 'two-factor sign-in is the assistant’s own',
  summary: 'New recovery codes (password and a code): the earlier ones stop working',
  params: idParam,
  body: twoFactorCheckBodySchema,
  response: recoveryCodesSchema,
  errors: [
    'validation_failed',
    'required-field',
    'password_incorrect',
    'two_factor_code_wrong',
    'two_factor_not_enabled',
    'too_many_requests',
    'support_session_forbidden',
  ],
});

/** Staff: an assistant who lost her device and her recovery codes signs in with her password again. */
export const resetTwoFactor = defineRoute({
  ...routeTable.resetTwoFactor,
  summary:
    "Staff: turn an assistant's two-factor sign-in off (lost device and recovery codes), after checking who asks; audited",
  auth: 'staff',
  permission: 'support',
  ownerExempt: 'staff only; every reset is written to the audit log',
  params: idParam,
  response: emptyResponse,
  errors: ['authentication_required', 'access_denied', 'not_found', 'two_factor_not_enabled'],
});

export const twoFactorRoutes = [
  getTwoFactor,
  startTwoFactor,
  confirmTwoFactor,
  disableTwoFactor,
  renewRecoveryCodes,
  resetTwoFactor,
] as const;

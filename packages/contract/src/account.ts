import { z } from 'zod';
import {
  addressLookupParamsSchema,
  addressSuggestionSchema,
  emailChangeCancelResultSchema,
  emailChangeCancelSchema,
  emailChangeConfirmSchema,
  emailChangeRequestSchema,
  emailChangeResultSchema,
  okSchema,
  passwordChangeBodySchema,
} from '@relais/domain';
import { defineRoute, emptyResponse, idParam, ownerRoute, signedInErrors } from './route';
import { routeTable } from './routes';

export const lookupAddresses = defineRoute({
  ...routeTable.lookupAddresses,
  summary:
    'Addresses matching a typed text, from the configured geocoder (none configured, or it fails: an empty list, the field stays free text)',
  auth: 'user',
  ownerExempt: 'the text looked up, no user data',
  params: addressLookupParamsSchema,
  response: z.array(addressSuggestionSchema),
  errors: [...signedInErrors, 'validation_failed'],
});

export const requestEmailChange = ownerRoute({
  ...routeTable.requestEmailChange,
  notInSupportSession: 'the login email is the assistant’s own',
  summary:
    'Ask to change the login email, proved by her password (or, with two-factor on, a code): a confirmation link (3 hours, single use) is mailed to the new address and a cancel link (7 days) to the current one at once; the same answer whether or not the new address is already used',
  params: idParam,
  body: emailChangeRequestSchema,
  response: emptyResponse,
  errors: [
    'validation_failed',
    'invalid-email',
    'last_name_or_email_empty',
    'email_change_error',
    'required-field',
    'password_incorrect',
    'two_factor_code_wrong',
    'too_many_requests',
    'support_session_forbidden',
  ],
});

export const confirmEmailChange = defineRoute({
  ...routeTable.confirmEmailChange,
  summary:
    'Public (the token of the mailed link): the new email becomes the login and every other session ends (the one whose refresh cookie comes with this call is kept); unknown, expired, used or taken answers email_change_error',
  auth: 'public',
  body: emailChangeConfirmSchema,
  response: emailChangeResultSchema,
  errors: ['validation_failed', 'email_change_error'],
});

export const cancelEmailChange = defineRoute({
  ...routeTable.cancelEmailChange,
  summary:
    'Public (the token of the link mailed to the old address, 7 days, single use): the change is undone (the old address is the login again when it was confirmed) and every session of the account ends',
  auth: 'public',
  body: emailChangeCancelSchema,
  response: emailChangeCancelResultSchema,
  errors: ['validation_failed', 'email_change_cancel_invalid'],
});

export const changePassword = ownerRoute({
  ...routeTable.changePassword,
  notInSupportSession: 'the password is the assistant’s own',
  summary:
    'Change the password while signed in (the current one typed again, counted like sign-in attempts; the rules of a reset): the session making the call stays, every other ends; a mail tells her',
  params: idParam,
  body: passwordChangeBodySchema,
  response: okSchema,
  errors: [
    'validation_failed',
    'required-field',
    'password_incorrect',
    'password_too_short',
    'password_too_long',
    'password_too_common',
    'password_mismatch',
    'too_many_requests',
    'support_session_forbidden',
  ],
});

export const accountRoutes = [
  lookupAddresses,
  requestEmailChange,
  confirmEmailChange,
  cancelEmailChange,
  changePassword,
] as const;

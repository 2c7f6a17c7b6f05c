import { z } from 'zod';
import {
  addressLookupParamsSchema,
  addressSuggestionSchema,
  emailChangeConfirmSchema,
  emailChangeRequestSchema,
  emailChangeResultSchema,
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
    'Ask to change the login email: a confirmation link (3 hours, single use) is mailed to the new address; the same answer whether or not the address is already used',
  params: idParam,
  body: emailChangeRequestSchema,
  response: emptyResponse,
  errors: [
    'validation_failed',
    'invalid-email',
    'last_name_or_email_empty',
    'email_change_error',
    'too_many_requests',
    'support_session_forbidden',
  ],
});

export const confirmEmailChange = defineRoute({
  ...routeTable.confirmEmailChange,
  summary:
    'Public (the token of the mailed link): the new email becomes the login; unknown, expired, used or taken answers email_change_error',
  auth: 'public',
  body: emailChangeConfirmSchema,
  response: emailChangeResultSchema,
  errors: ['validation_failed', 'email_change_error'],
});

export const accountRoutes = [lookupAddresses, requestEmailChange, confirmEmailChange] as const;

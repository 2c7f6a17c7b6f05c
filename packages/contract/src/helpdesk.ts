import { helpdeskLinkSchema, helpdeskSignInBodySchema, tokenResponseSchema } from '@relais/domain';
import { defineRoute, idParam } from './route';
import { routeTable } from './routes';

/** Staff: a one-time link (5 minutes, single use) that signs support in as this assistant. */
export const createHelpdeskLink = defineRoute({
  ...routeTable.createHelpdeskLink,
  summary:
    'Staff: create a one-time helpdesk link (valid 5 minutes, single use) to act as this assistant; audited',
  auth: 'staff',
  permission: 'support',
  ownerExempt: 'staff only; every link is written to the audit log',
  params: idParam,
  response: helpdeskLinkSchema,
  errors: ['authentication_required', 'access_denied', 'not_found'],
});

/** The helpdesk link's exchange: a support session of the assistant, carrying the staff member as actor. */
export const helpdeskSignIn = defineRoute({
  ...routeTable.helpdeskSignIn,
  summary:
    'Exchange a helpdesk link (login, random) for a support session of that assistant (1 hour); sets the refresh cookie',
  auth: 'public',
  body: helpdeskSignInBodySchema,
  response: tokenResponseSchema,
  errors: ['helpdesk_link_invalid', 'validation_failed', 'required-field'],
});

export const helpdeskRoutes = [createHelpdeskLink, helpdeskSignIn] as const;

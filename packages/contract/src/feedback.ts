import {
  clientErrorBodySchema,
  feedbackBodySchema,
  feedbackListSchema,
  feedbackSchema,
} from '@relais/domain';
import { z } from 'zod';
import { defineRoute, emptyResponse, signedInErrors } from './route';
import { routeTable } from './routes';

/** Feedback of the 'menu' build (spec 6): the text and the screen; who sent it is the caller. */
export const sendFeedback = defineRoute({
  ...routeTable.sendFeedback,
  summary: "Send feedback to the provider (the 'menu' build's feedback entry): a text and the screen's path",
  auth: 'user',
  body: feedbackBodySchema,
  response: feedbackSchema,
  errors: [
    ...signedInErrors,
    'validation_failed',
    'required-field',
    'feedback_too_long',
    'support_session_forbidden',
  ],
  notInSupportSession: 'feedback is the assistant’s own word, not the helpdesk’s',
});

/** Staff: the feedback received, newest first; audited. */
export const listFeedback = defineRoute({
  ...routeTable.listFeedback,
  summary: 'Staff: the feedback received, newest first (at most 200); audited',
  auth: 'staff',
  permission: 'support',
  query: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
  response: feedbackListSchema,
  errors: [...signedInErrors, 'validation_failed'],
});

/**
 * An error status of another kind than spec 8 names (not 400/401/403/404/500), reported by the app
 * when no error-reporting service is configured: written to the server's log. No personal data:
 * route templates only (the schema refuses '@', queries and spaces). Rate-limited per address.
 */
export const reportClientError = defineRoute({
  ...routeTable.reportClientError,
  summary:
    'Report an unexpected error status seen by the app (route templates, no personal data) to the server log; rate-limited',
  auth: 'public',
  body: clientErrorBodySchema,
  response: emptyResponse,
  errors: ['validation_failed', 'too_many_requests'],
});

export const feedbackRoutes = [sendFeedback, listFeedback, reportClientError] as const;

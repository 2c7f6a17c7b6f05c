import { z } from 'zod';
import {
  estimateQuerySchema,
  eventSchema,
  eventsQuerySchema,
  interventionCancelBodySchema,
  interventionDeleteBodySchema,
  premiumAnswerBodySchema,
  premiumSchema,
  remoteWorkBodySchema,
  remoteWorkWithReportBodySchema,
  reportBodySchema,
  reportReviewBodySchema,
  reportSchema,
  visitBodySchema,
  visitCreatedSchema,
  type ErrorCode,
} from '@relais/domain';
import { defineRoute, ownerRoute, emptyResponse, idParam } from './route';
import { routeTable } from './routes';

const visitParams = z.object({ id: z.string().min(1), visitId: z.string().min(1) });
const remoteParams = z.object({ id: z.string().min(1), remoteWorkId: z.string().min(1) });
const eventParams = z.object({ id: z.string().min(1), eventId: z.string().min(1) });

const timeRules = [
  'validation_failed',
  'required-field',
  'start_before_6am',
  'end_after_midnight',
  'date-out-of-range',
] as const satisfies readonly ErrorCode[];
const reportRules = [
  'validation_failed',
  'required-field',
  'positive-value-only',
  'value-out-of-range',
  'date-out-of-range',
  'report_no_service',
  'report_short_needs_comment',
  'report_over_12_hours',
  'remote_report_under_15_min',
  'report_too_early',
  'report_already_submitted',
  'missing_expense_file',
  'premium_not_eligible',
  'premium_waiting_client_answer',
  'premium_rejected',
] as const satisfies readonly ErrorCode[];

export const listEvents = ownerRoute({
  ...routeTable.listEvents,
  summary: "The assistant's visits and remote works between start and end (dates, inclusive)",
  params: idParam,
  query: eventsQuerySchema,
  response: z.array(eventSchema),
  errors: ['validation_failed'],
});

export const getVisit = ownerRoute({
  ...routeTable.getVisit,
  summary: 'One visit or remote work of the assistant',
  children: ['visitId'],
  params: visitParams,
  response: eventSchema,
  errors: ['not_found'],
});

export const createVisit = ownerRoute({
  ...routeTable.createVisit,
  summary: 'Create a visit, or a series of visits with a recurrence (refused dates are listed back)',
  params: idParam,
  query: estimateQuerySchema,
  body: visitBodySchema,
  response: visitCreatedSchema,
  errors: ['not_found', 'estimate_not_of_client', 'intervention_start_in_past', ...timeRules],
});

export const updateVisit = ownerRoute({
  ...routeTable.updateVisit,
  summary: 'Change a visit (never from the current month to another: delete and recreate instead)',
  children: ['visitId'],
  params: visitParams,
  body: visitBodySchema,
  response: eventSchema,
  errors: [
    'not_found',
    ...timeRules,
    'intervention_start_in_past',
    'intervention_month_change',
    'intervention_locked',
  ],
});

export const deleteVisit = ownerRoute({
  ...routeTable.deleteVisit,
  summary: 'Delete an intervention more than 48 h ahead (a reason is required in the current month)',
  children: ['visitId'],
  params: visitParams,
  body: interventionDeleteBodySchema,
  response: emptyResponse,
  errors: [
    'not_found',
    'validation_failed',
    'intervention_delete_under_48h',
    'deletion_in_month_must_be_explained',
    'intervention_locked',
  ],
});

export const requestVisitCancellation = ownerRoute({
  ...routeTable.requestVisitCancellation,
  summary:
    'Ask the provider to cancel an intervention she can no longer delete (48 h or less ahead): sent to the team as a message, audited',
  children: ['visitId'],
  params: visitParams,
  body: interventionCancelBodySchema,
  response: emptyResponse,
  errors: [
    'not_found',
    'validation_failed',
    'required-field',
    'intervention_locked',
    'message_recipient_invalid',
  ],
});

export const getVisitReport = ownerRoute({
  ...routeTable.getVisitReport,
  summary: "The visit's submitted report",
  children: ['visitId'],
  params: visitParams,
  response: reportSchema,
  errors: ['not_found'],
});

export const putVisitReport = ownerRoute({
  ...routeTable.putVisitReport,
  summary: 'Submit the report of a visit (again after a rejection); the visit becomes TERMINATED',
  children: ['visitId'],
  params: visitParams,
  body: reportBodySchema,
  response: reportSchema,
  errors: ['not_found', ...reportRules],
});

export const createRemoteWork = ownerRoute({
  ...routeTable.createRemoteWork,
  summary: 'Create a remote work (without its report)',
  params: idParam,
  query: estimateQuerySchema,
  body: remoteWorkBodySchema,
  response: eventSchema,
  errors: ['not_found', 'estimate_not_of_client', ...timeRules],
});

export const updateRemoteWork = ownerRoute({
  ...routeTable.updateRemoteWork,
  summary: 'Change a remote work (same month rule as visits)',
  children: ['remoteWorkId'],
  params: remoteParams,
  body: remoteWorkBodySchema,
  response: eventSchema,
  errors: ['not_found', ...timeRules, 'intervention_month_change', 'intervention_locked'],
});

export const getRemoteWorkReport = ownerRoute({
  ...routeTable.getRemoteWorkReport,
  summary: "The remote work's submitted report",
  children: ['remoteWorkId'],
  params: remoteParams,
  response: reportSchema,
  errors: ['not_found'],
});

export const putRemoteWorkReport = ownerRoute({
  ...routeTable.putRemoteWorkReport,
  summary: 'Submit the report of an existing remote work',
  children: ['remoteWorkId'],
  params: remoteParams,
  body: reportBodySchema,
  response: reportSchema,
  errors: ['not_found', ...reportRules],
});

export const createRemoteWorkWithReport = ownerRoute({
  ...routeTable.createRemoteWorkWithReport,
  summary: 'Create a remote work and submit its report in one call',
  params: idParam,
  query: estimateQuerySchema,
  body: remoteWorkWithReportBodySchema,
  response: z.object({ event: eventSchema, report: reportSchema }),
  errors: ['not_found', 'estimate_not_of_client', ...timeRules, ...reportRules],
});

export const getPremium = ownerRoute({
  ...routeTable.getPremium,
  summary: 'Whether premium services are offered for this intervention and the client’s answer',
  children: ['eventId'],
  params: eventParams,
  response: premiumSchema,
  errors: ['not_found'],
});

export const requestPremium = ownerRoute({
  ...routeTable.requestPremium,
  summary: 'Ask the client for premium services on this intervention (state becomes WAITING)',
  children: ['eventId'],
  params: eventParams,
  response: premiumSchema,
  errors: ['not_found', 'premium_not_eligible', 'premium_rejected'],
});

const staffEventParams = z.object({ eventId: z.string().min(1) });

export const reviewReport = defineRoute({
  ...routeTable.reviewReport,
  summary: 'Staff: validate (CLOSED) or reject (back to report needed, with the reason) a submitted report',
  auth: 'staff',
  permission: 'operations',
  ownerExempt: 'staff only; every decision is written to the audit log',
  params: staffEventParams,
  body: reportReviewBodySchema,
  response: reportSchema,
  errors: [
    'authentication_required',
    'access_denied',
    'not_found',
    'validation_failed',
    'required-field',
    'report_not_submitted',
  ],
});

export const answerPremium = defineRoute({
  ...routeTable.answerPremium,
  summary: "Staff: record the client's answer to a premium request",
  auth: 'staff',
  permission: 'operations',
  ownerExempt: 'staff only; every decision is written to the audit log',
  params: staffEventParams,
  body: premiumAnswerBodySchema,
  response: premiumSchema,
  errors: ['authentication_required', 'access_denied', 'not_found', 'validation_failed'],
});

export const cancelEvent = defineRoute({
  ...routeTable.cancelEvent,
  summary: 'Staff: cancel an intervention (soft delete with the reason), whatever the notice; audited',
  auth: 'staff',
  permission: 'operations',
  ownerExempt: 'staff only; every cancellation is written to the audit log',
  params: staffEventParams,
  body: interventionCancelBodySchema,
  response: emptyResponse,
  errors: [
    'authentication_required',
    'access_denied',
    'not_found',
    'validation_failed',
    'required-field',
    'intervention_locked',
  ],
});

export const eventRoutes = [
  listEvents,
  getVisit,
  createVisit,
  updateVisit,
  deleteVisit,
  requestVisitCancellation,
  getVisitReport,
  putVisitReport,
  createRemoteWork,
  updateRemoteWork,
  getRemoteWorkReport,
  putRemoteWorkReport,
  createRemoteWorkWithReport,
  getPremium,
  requestPremium,
  reviewReport,
  answerPremium,
  cancelEvent,
] as const;

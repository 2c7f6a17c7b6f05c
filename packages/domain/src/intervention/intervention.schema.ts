import { z } from 'zod';
import {
  EVENT_STATUSES,
  INTERVENTION_MAX_DURATION,
  INTERVENTION_MIN_DURATION,
  LABEL_MAX,
  NOTES_MAX,
  PREMIUM_STATES,
  REASON_MAX,
  RECURRENCE_KINDS,
  REPORT_STATUSES,
} from './intervention.rules';
import { boundedDateSchema, boundedDateTimeSchema } from '../time/date.schema';
import { mapVisitTexts } from './visit-texts';

export const eventStatusSchema = z.enum(EVENT_STATUSES);
export const reportStatusSchema = z.enum(REPORT_STATUSES);
export const premiumStateSchema = z.enum(PREMIUM_STATES);
export const recurrenceKindSchema = z.enum(RECURRENCE_KINDS);

/** Durations travel as whole minutes. */
export const durationSchema = z.number().int().min(INTERVENTION_MIN_DURATION).max(INTERVENTION_MAX_DURATION);

/** One visit (remote=false) or remote work (remote=true) as GET /assistants/{id}/events lists it. */
export const eventSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  clientColor: z.string(),
  remote: z.boolean(),
  label: z.string(),
  /** The visit texts (`VISIT_TEXTS`: the notes, ...), null when not given. */
  ...mapVisitTexts(() => z.string().nullable()),
  startDate: z.iso.datetime({ offset: true }),
  duration: z.number().int(),
  /** Effective status: SCHEDULED turns DONE once its end has passed. */
  status: eventStatusSchema,
  /** The provider's answer on the submitted report, null before submission. */
  reportStatus: reportStatusSchema.nullable(),
  /** Why the provider rejected the report (shown until it is submitted again). */
  rejectionReason: z.string().nullable(),
  premium: premiumStateSchema,
  estimateId: z.string().nullable(),
});
export type InterventionEvent = z.infer<typeof eventSchema>;

export const eventsQuerySchema = z.object({
  start: boundedDateSchema.optional(),
  end: boundedDateSchema.optional(),
  sort: z.enum(['asc', 'desc']).default('asc'),
});

export const recurrenceSchema = z.object({ kind: recurrenceKindSchema, until: boundedDateSchema });
export type Recurrence = z.infer<typeof recurrenceSchema>;

/**
 * Spec 3 Visit: clientId, comment (notes), duration, label, remote, startDate; plus recurrence on create.
 * The optional texts (`VISIT_TEXTS`, the comment first) are trimmed and bounded each by its length.
 */
export const visitBodySchema = z.object({
  clientId: z.string().min(1, 'required-field'),
  startDate: boundedDateTimeSchema,
  duration: durationSchema,
  label: z.string().trim().min(1, 'required-field').max(LABEL_MAX),
  ...mapVisitTexts((_, max) => z.string().trim().max(max).nullable().optional()),
  remote: z.boolean().default(false),
  recurrence: recurrenceSchema.nullable().optional(),
});
export type VisitBody = z.infer<typeof visitBodySchema>;

/** Spec 3 Remote work: clientId, startDate (remote=true), with its planned duration. */
export const remoteWorkBodySchema = z.object({
  clientId: z.string().min(1, 'required-field'),
  startDate: boundedDateTimeSchema,
  duration: durationSchema,
  label: z.string().trim().max(LABEL_MAX).optional(),
  comment: z.string().trim().max(NOTES_MAX).nullable().optional(),
});
export type RemoteWorkBody = z.infer<typeof remoteWorkBodySchema>;

/** DELETE visit body: the reason is required for an intervention of the current month. */
export const interventionDeleteBodySchema = z.object({
  reason: z.string().trim().max(REASON_MAX).nullable().optional(),
});
export type InterventionDeleteBody = z.infer<typeof interventionDeleteBodySchema>;

/**
 * A cancellation through the provider (a visit she can no longer delete herself): her request, and
 * staff's cancellation; the reason is required (1-500 after trimming).
 */
export const interventionCancelBodySchema = z.object({
  reason: z.string().trim().min(1).max(REASON_MAX),
});
export type InterventionCancelBody = z.infer<typeof interventionCancelBodySchema>;

export const estimateQuerySchema = z.object({ estimateId: z.string().optional() });

/** POST visits answer: the visits created and, for a recurrence, the dates refused with why. */
export const visitCreatedSchema = z.object({
  created: z.array(eventSchema),
  refused: z.array(z.object({ date: z.iso.date(), errorCode: z.string() })),
});
export type VisitCreated = z.infer<typeof visitCreatedSchema>;

/** GET /assistants/{id}/events/{eventId}/premium */
export const premiumSchema = z.object({
  eventId: z.string(),
  /** Premium services are offered for this client. */
  enabled: z.boolean(),
  state: premiumStateSchema,
});
export type Premium = z.infer<typeof premiumSchema>;

/** Staff answer to a premium request. */
export const premiumAnswerBodySchema = z.object({ approved: z.boolean() });

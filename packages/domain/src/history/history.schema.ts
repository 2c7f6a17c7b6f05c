import { z } from 'zod';
import {
  HISTORY_EVENT_TYPES,
  HISTORY_OBJECT_TYPES,
  HISTORY_PAGE_MAX,
  HISTORY_PAGE_SIZE_DEFAULT,
  HISTORY_PAGE_SIZE_MAX,
  HISTORY_SEARCH_MAX,
} from './history.rules';
import { AVAILABILITY_PARTS } from '../availability/availability.constants';
import { INVOICE_STATUSES } from '../invoice/invoice.rules';
import { RECRUITMENT_STATUSES, RECRUITMENT_STEPS } from '../recruitment/recruitment.rules';

/** `HistoryDetails` (history.rules.ts) as a schema: what the API answers with each line. */
export const historyDetailsSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('AVAILABILITY'),
    numDay: z.number().int(),
    part: z.enum(AVAILABILITY_PARTS),
    available: z.boolean(),
  }),
  z.object({ kind: z.literal('SNOOZE'), untilDate: z.string() }),
  z.object({ kind: z.literal('ABSENCE'), startDate: z.string(), endDate: z.string() }),
  z.object({
    kind: z.literal('INTERVENTION'),
    clientName: z.string(),
    startAt: z.string(),
    remote: z.boolean(),
  }),
  z.object({
    kind: z.literal('INVOICE'),
    invoiceNumber: z.string(),
    month: z.string(),
    status: z.enum(INVOICE_STATUSES),
  }),
  z.object({ kind: z.literal('CURRICULUM') }),
  z.object({ kind: z.literal('CV') }),
  z.object({ kind: z.literal('SKILLS') }),
  z.object({ kind: z.literal('EXPERTISE') }),
  z.object({
    kind: z.literal('RECRUITMENT'),
    step: z.enum(RECRUITMENT_STEPS).nullable(),
    status: z.enum(RECRUITMENT_STATUSES).nullable(),
  }),
]);

/** GET /assistants/{id}/logs?page&size&search&sort (page from 0). */
export const logsQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(HISTORY_PAGE_MAX, 'value-out-of-range').default(0),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .max(HISTORY_PAGE_SIZE_MAX, 'value-out-of-range')
    .default(HISTORY_PAGE_SIZE_DEFAULT),
  search: z.string().trim().max(HISTORY_SEARCH_MAX).optional(),
  sort: z.enum(['desc', 'asc']).default('desc'),
});

export const logEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime({ offset: true }),
  objectType: z.enum(HISTORY_OBJECT_TYPES),
  eventType: z.enum(HISTORY_EVENT_TYPES),
  /** The object's id when it still makes sense to link to it (an event, an absence...). */
  objectId: z.string().nullable(),
  /** What the line is about, in the user's words (a visit's label and date, an absence's label...). */
  label: z.string(),
  /** The line's facts, from which the app writes it as a sentence in the user's language. */
  details: historyDetailsSchema.nullable(),
  /** Made by support acting as the assistant (a helpdesk session); absent or false otherwise. */
  bySupport: z.boolean().optional(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

export const logPageSchema = z.object({
  content: z.array(logEntrySchema),
  page: z.number().int(),
  size: z.number().int(),
  /**
   * Counted up to ten pages past this one (server's `PAGES_COUNTED_AHEAD`): exact below that, a lower
   * bound at it, so `page + 1 < totalPages` still says whether a next page exists.
   */
  totalElements: z.number().int(),
  totalPages: z.number().int(),
});
export type LogPage = z.infer<typeof logPageSchema>;

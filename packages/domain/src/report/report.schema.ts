import { z } from 'zod';
import { reportStatusSchema } from '../intervention/intervention.schema';
import { remoteWorkBodySchema } from '../intervention/intervention.schema';
import { fileSchema } from '../file/file.schema';
import { EXPENSE_KINDS, REPORT_COMMENT_MAX } from './report.rules';
import {
  EXPENSE_AMOUNT_MAX,
  EXPENSE_LINES_MAX,
  EXPENSE_QUANTITY_MAX,
  FIXED_PRICE_MAX,
  REPORT_REAL_DURATION_MAX,
  REPORT_TASKS_MAX,
  TASK_MINUTES_MAX,
} from './report.bounds';
import { boundedDateTimeSchema } from '../time/date.schema';

const comment = z.string().trim().max(REPORT_COMMENT_MAX).nullable().optional();
const OUT = 'value-out-of-range';
/** A number in [-max, max] (the rules say `positive-value-only` for the negatives they refuse). */
const bounded = (max: number) => z.number().min(-max, OUT).max(max, OUT);

export const reportTaskSchema = z.object({
  taskId: z.string().min(1),
  /** minutes */
  duration: z.number().int().min(0).max(TASK_MINUTES_MAX, OUT),
  comment,
});

export const expenseLineSchema = z.object({
  index: z
    .number()
    .int()
    .min(0)
    .max(EXPENSE_LINES_MAX - 1, OUT),
  kind: z.enum(EXPENSE_KINDS),
  label: z.string().trim().max(200).nullable().optional(),
  /** EXPENSE: euros, at most 2 decimals */
  amount: bounded(EXPENSE_AMOUNT_MAX).nullable().optional(),
  /** HOURS / PREMIUM_HOURS: minutes; KM: kilometres */
  quantity: bounded(EXPENSE_QUANTITY_MAX).nullable().optional(),
  /** The proof's file id (POST /files answer); required for EXPENSE lines */
  expenseFileName: z.string().nullable().optional(),
});
export type ExpenseLine = z.infer<typeof expenseLineSchema>;

/** Spec 3 visit/remote report, as PUT .../report sends it (submission). */
export const reportBodySchema = z.object({
  realStartingDate: boundedDateTimeSchema,
  /** Ignored on input: the server sums the tasks. */
  realDuration: z.number().int().min(0).max(REPORT_REAL_DURATION_MAX, OUT).optional(),
  reportTaskRequestList: z.array(reportTaskSchema).max(REPORT_TASKS_MAX),
  reportPremiumTaskRequestList: z.array(reportTaskSchema).max(REPORT_TASKS_MAX).default([]),
  expenseLineRequestList: z.array(expenseLineSchema).max(EXPENSE_LINES_MAX).default([]),
  /** euros */
  fixedPrice: z.number().min(0, OUT).max(FIXED_PRICE_MAX, OUT).nullable().optional(),
  expenseComment: comment,
  privateComment: comment,
  publicComment: comment,
  assistantStandardRateId: z.string().min(1, 'required-field'),
  assistantPremiumRateId: z.string().nullable().optional(),
});
export type ReportBody = z.infer<typeof reportBodySchema>;
export type ReportBodyInput = z.input<typeof reportBodySchema>;

/*
 * An answer describes what is stored, which may predate the input bounds: its numbers and date are
 * not held to them (a stored report is read clamped, `boundedStoredReport`, so its amounts add up).
 */
const storedTaskSchema = reportTaskSchema.extend({ duration: z.number().int().min(0) });
const storedLineSchema = expenseLineSchema.extend({
  index: z.number().int().min(0),
  amount: z.number().nullable().optional(),
  quantity: z.number().nullable().optional(),
});

/** A report as GET .../report answers it. */
export const reportSchema = reportBodySchema.extend({
  realStartingDate: z.iso.datetime({ offset: true }),
  reportTaskRequestList: z.array(storedTaskSchema),
  reportPremiumTaskRequestList: z.array(storedTaskSchema),
  expenseLineRequestList: z.array(storedLineSchema),
  fixedPrice: z.number().nullable().optional(),
  eventId: z.string(),
  realDuration: z.number().int(),
  status: reportStatusSchema,
  submittedAt: z.iso.datetime({ offset: true }),
  rejectionReason: z.string().nullable(),
  validatedAt: z.iso.datetime({ offset: true }).nullable(),
  files: z.array(fileSchema),
});
export type Report = z.infer<typeof reportSchema>;

/** POST /assistants/{id}/remoteworks/report: the work and its report in one call (one outbox action). */
export const remoteWorkWithReportBodySchema = z.object({
  remoteWorkRequest: remoteWorkBodySchema,
  reportRequest: reportBodySchema,
});

/** Staff call: validate or reject a submitted report (with the reason shown to the assistant). */
export const reportReviewBodySchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('VALIDATE') }),
  z.object({ decision: z.literal('REJECT'), reason: z.string().trim().min(1, 'required-field').max(500) }),
]);
export type ReportReviewBody = z.infer<typeof reportReviewBodySchema>;

/** The assistant's hourly rates with a client (standard and premium). */
export const assistantRateSchema = z.object({
  id: z.string(),
  kind: z.enum(['STANDARD', 'PREMIUM']),
  label: z.string(),
  /** euros per hour */
  hourlyRate: z.number(),
});
export type AssistantRate = z.infer<typeof assistantRateSchema>;

export const clientNoteSchema = z.object({
  id: z.string(),
  content: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ClientNote = z.infer<typeof clientNoteSchema>;

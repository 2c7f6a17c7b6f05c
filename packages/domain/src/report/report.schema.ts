import { z } from 'zod';
import { reportStatusSchema } from '../intervention/intervention.schema';
import { remoteWorkBodySchema } from '../intervention/intervention.schema';
import { fileSchema } from '../file/file.schema';
import { EXPENSE_KINDS, REPORT_COMMENT_MAX } from './report.rules';

const comment = z.string().trim().max(REPORT_COMMENT_MAX).nullable().optional();

export const reportTaskSchema = z.object({
  taskId: z.string().min(1),
  /** minutes */
  duration: z.number().int().min(0),
  comment,
});

export const expenseLineSchema = z.object({
  index: z.number().int().min(0),
  kind: z.enum(EXPENSE_KINDS),
  label: z.string().trim().max(200).nullable().optional(),
  /** EXPENSE: euros, at most 2 decimals */
  amount: z.number().nullable().optional(),
  /** HOURS / PREMIUM_HOURS: minutes; KM: kilometres */
  quantity: z.number().nullable().optional(),
  /** The proof's file id (POST /files answer); required for EXPENSE lines */
  expenseFileName: z.string().nullable().optional(),
});
export type ExpenseLine = z.infer<typeof expenseLineSchema>;

/** Spec 3 visit/remote report, as PUT .../report sends it (submission). */
export const reportBodySchema = z.object({
  realStartingDate: z.iso.datetime({ offset: true }),
  /** Ignored on input: the server sums the tasks. */
  realDuration: z.number().int().min(0).optional(),
  reportTaskRequestList: z.array(reportTaskSchema).max(200),
  reportPremiumTaskRequestList: z.array(reportTaskSchema).max(200).default([]),
  expenseLineRequestList: z.array(expenseLineSchema).max(50).default([]),
  fixedPrice: z.number().nullable().optional(),
  expenseComment: comment,
  privateComment: comment,
  publicComment: comment,
  assistantStandardRateId: z.string().min(1, 'required-field'),
  assistantPremiumRateId: z.string().nullable().optional(),
});
export type ReportBody = z.infer<typeof reportBodySchema>;
export type ReportBodyInput = z.input<typeof reportBodySchema>;

/** A report as GET .../report answers it. */
export const reportSchema = reportBodySchema.extend({
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

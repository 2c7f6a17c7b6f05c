import { z } from 'zod';
import { completionSchema } from '../completion/completion.schema';
import { eventSchema } from '../intervention/intervention.schema';
import { INSURANCE_STATES } from './dashboard.rules';
import { folderReminderSchema } from '../folder/folder.schema';
import { boundedDateSchema } from '../time/date.schema';

/** GET /dashboard?userId&date&kpi */
export const dashboardQuerySchema = z.object({
  userId: z.string().min(1),
  /** Any day of the month to show (business zone); today when absent. */
  date: boundedDateSchema.optional(),
  /** false: skip the KPI figures (warnings and completion only). */
  kpi: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

export const dashboardKpiSchema = z.object({
  /** Minutes of the month's interventions whose end has passed (planned duration, or the report's). */
  minutesDone: z.number().int(),
  /** Interventions of the month whose report is still to write (DONE, or rejected). */
  reportsToWrite: z.number().int(),
  /** Reports of the month submitted and awaiting the provider's validation. */
  reportsAwaitingValidation: z.number().int(),
  /** Euros earned so far this month: submitted and validated reports at the assistant's rates. */
  revenue: z.number(),
  /** The next intervention from now (any month), null when none. */
  nextIntervention: eventSchema.nullable(),
});
export type DashboardKpi = z.infer<typeof dashboardKpiSchema>;

export const dashboardSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  kpi: dashboardKpiSchema.nullable(),
  warnings: z.object({
    planningUpdateDue: z.boolean(),
    insurance: z.enum(INSURANCE_STATES),
    insuranceLimitDate: z.iso.date().nullable(),
    expertiseToUpdate: z.boolean(),
    academy: z.enum(['first', 'review', 'none']),
    /** Documents expired or expiring before the next invoicing window (`folderReminders`). */
    documents: z.array(folderReminderSchema),
  }),
  completion: completionSchema,
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** POST /assistants/{id}/gauge?update: the completion, the total last seen, and whether to celebrate. */
export const gaugeQuerySchema = z.object({
  update: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export const gaugeSchema = z.object({
  completion: completionSchema,
  /** The total the app last showed (0 before the first time). */
  previousTotal: z.number(),
  /** `shouldCelebrate(previousTotal, total)` and not celebrated before. */
  celebrate: z.boolean(),
});
export type Gauge = z.infer<typeof gaugeSchema>;

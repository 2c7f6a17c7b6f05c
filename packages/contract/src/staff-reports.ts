import { z } from 'zod';
import { eventStatusSchema, premiumStateSchema, reportSchema, type ErrorCode } from '@relais/domain';
import { defineRoute, signedInErrors } from './route';
import { routeTable } from './routes';

/*
 * The provider console's reports queue (issue 28): the reports waiting for a decision, one in full,
 * many validated at once, a proof's bytes. The decisions themselves go through the existing staff
 * calls (reviewReport, answerPremium); the bulk validation runs that same review per report.
 */

const who = z.object({ id: z.string(), name: z.string() });
const euros = z.number();

/** GET /staff/reports: filters, paging (page 0-based, size 1..100, default 25). */
export const staffReportsQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(25),
  clientId: z.string().min(1).max(100).optional(),
  assistantId: z.string().min(1).max(100).optional(),
  /** The intervention's month (business zone), `YYYY-MM`. */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional(),
  /** Waiting at least this many days since it was submitted. */
  minAgeDays: z.coerce.number().int().min(0).max(3650).optional(),
});
export type StaffReportsQuery = z.infer<typeof staffReportsQuerySchema>;

export const staffReportItemSchema = z.object({
  eventId: z.string(),
  assistant: who,
  client: who,
  label: z.string(),
  startDate: z.iso.datetime({ offset: true }),
  remote: z.boolean(),
  submittedAt: z.iso.datetime({ offset: true }),
  /** Euros, as the pro-forma will count the report (domain `reportPrice`). */
  total: euros,
  premium: premiumStateSchema,
});
export type StaffReportItem = z.infer<typeof staffReportItemSchema>;

export const staffReportPageSchema = z.object({
  items: z.array(staffReportItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  /** When the oldest waiting report (of these filters) was submitted; null when none waits. */
  oldestAt: z.iso.datetime({ offset: true }).nullable(),
});
export type StaffReportPage = z.infer<typeof staffReportPageSchema>;

/** The assistants and clients that have reports waiting: the queue's filter choices. */
export const staffReportChoicesSchema = z.object({
  assistants: z.array(who),
  clients: z.array(who),
});
export type StaffReportChoices = z.infer<typeof staffReportChoicesSchema>;

const pricedTask = z.object({
  taskId: z.string(),
  label: z.string(),
  /** minutes */
  duration: z.number().int(),
  comment: z.string().nullable().optional(),
});

/** A report in full, with its amounts as the pro-forma will count them. */
export const staffReportDetailSchema = z.object({
  eventId: z.string(),
  assistant: who,
  client: who,
  label: z.string(),
  startDate: z.iso.datetime({ offset: true }),
  /** minutes planned */
  duration: z.number().int(),
  remote: z.boolean(),
  status: eventStatusSchema,
  report: reportSchema,
  tasks: z.array(pricedTask),
  premiumTasks: z.array(pricedTask),
  price: z.object({
    minutes: z.number().int(),
    premiumMinutes: z.number().int(),
    km: z.number(),
    hoursAmount: euros,
    premiumAmount: euros,
    kmAmount: euros,
    expenses: z.array(z.object({ label: z.string(), amount: euros, fileId: z.string().nullable() })),
    expensesAmount: euros,
    total: euros,
  }),
  premium: z.object({
    enabled: z.boolean(),
    state: premiumStateSchema,
    /** Asked by the assistant, no answer from the client yet: staff answer on the client's behalf. */
    pending: z.boolean(),
  }),
});
export type StaffReportDetail = z.infer<typeof staffReportDetailSchema>;

/** GET /staff/reports/premium: a premium request no client answered yet (staff answer for them). */
export const staffPremiumItemSchema = z.object({
  eventId: z.string(),
  assistant: who,
  client: who,
  label: z.string(),
  startDate: z.iso.datetime({ offset: true }),
  remote: z.boolean(),
  /** When it was asked (the intervention's last change). */
  requestedAt: z.iso.datetime({ offset: true }),
});
export type StaffPremiumItem = z.infer<typeof staffPremiumItemSchema>;

export const staffPremiumPageSchema = z.object({
  items: z.array(staffPremiumItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  oldestAt: z.iso.datetime({ offset: true }).nullable(),
});
export type StaffPremiumPage = z.infer<typeof staffPremiumPageSchema>;

export const STAFF_REPORTS_BULK_MAX = 100;

export const staffReportsValidateBodySchema = z.object({
  eventIds: z.array(z.string().min(1).max(100)).min(1).max(STAFF_REPORTS_BULK_MAX),
});

export const staffReportsValidatedSchema = z.object({
  validated: z.array(z.string()),
  /** Reports not validated: another decision came first, or no report waits (their state now). */
  skipped: z.array(
    z.object({
      eventId: z.string(),
      reason: z.string(),
      reportStatus: z.string().nullable(),
    }),
  ),
});
export type StaffReportsValidated = z.infer<typeof staffReportsValidatedSchema>;

const staffErrors = [...signedInErrors, 'validation_failed'] as const satisfies readonly ErrorCode[];
const eventParams = z.object({ eventId: z.string().min(1).max(100) });

export const listStaffReports = defineRoute({
  ...routeTable.listStaffReports,
  summary: 'Staff: the reports waiting for a decision, oldest submitted first, filtered and paged',
  auth: 'staff',
  permission: 'operations',
  query: staffReportsQuerySchema,
  response: staffReportPageSchema,
  errors: staffErrors,
});

export const getStaffReportChoices = defineRoute({
  ...routeTable.getStaffReportChoices,
  summary: 'Staff: the assistants and clients with reports waiting (the queue’s filters)',
  auth: 'staff',
  permission: 'operations',
  response: staffReportChoicesSchema,
  errors: signedInErrors,
});

export const listStaffPremiumRequests = defineRoute({
  ...routeTable.listStaffPremiumRequests,
  summary:
    'Staff: the premium requests no client answered yet, oldest first, paged (answered with answerPremium)',
  auth: 'staff',
  permission: 'operations',
  query: staffReportsQuerySchema.pick({ page: true, size: true }),
  response: staffPremiumPageSchema,
  errors: staffErrors,
});

export const getStaffReport = defineRoute({
  ...routeTable.getStaffReport,
  summary: 'Staff: a submitted report in full, its amounts as the pro-forma counts them (audited read)',
  auth: 'staff',
  permission: 'operations',
  ownerExempt: 'staff only; every read is written to the audit log',
  params: eventParams,
  response: staffReportDetailSchema,
  errors: [...signedInErrors, 'not_found'],
});

export const validateStaffReports = defineRoute({
  ...routeTable.validateStaffReports,
  summary:
    'Staff: validate many reports, each through the one review (its audit and history line); a report no longer waiting is skipped and said',
  auth: 'staff',
  permission: 'operations',
  body: staffReportsValidateBodySchema,
  response: staffReportsValidatedSchema,
  errors: staffErrors,
});

export const getStaffEventFileContent = defineRoute({
  ...routeTable.getStaffEventFileContent,
  summary: "Staff: the bytes of a file attached to an intervention's report (an expense proof; audited)",
  auth: 'staff',
  permission: 'operations',
  ownerExempt: 'staff only; every read is written to the audit log',
  params: z.object({ fileId: z.string().min(1).max(100) }),
  raw: true,
  response: z.unknown(),
  errors: [...signedInErrors, 'not_found'],
});

export const staffReportRoutes = [
  listStaffReports,
  getStaffReportChoices,
  listStaffPremiumRequests,
  getStaffReport,
  validateStaffReports,
  getStaffEventFileContent,
] as const;

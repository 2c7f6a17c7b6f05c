import { z } from 'zod';
import {
  assistantSchema,
  completionSchema,
  eventSchema,
  folderSchema,
  invoiceSchema,
  logPageSchema,
  logsQuerySchema,
  recruitmentSchema,
  skillsSchema,
} from '@relais/domain';
import { defineRoute, idParam, signedInErrors } from './route';
import { routeTable } from './routes';

/*
 * The provider console's assistant record (issue 29, /staff/assistants/{id}): the staff reads of one
 * assistant's data, each the same answer as hers (the services she uses), each audited `staff_access`,
 * each answering 404 for an id that is not an assistant's. The actions are the existing staff calls
 * (folder review, recruitment decision, skills link, helpdesk link, two-factor reset, loyalty reads,
 * messages).
 */

const staffRead = {
  auth: 'staff',
  ownerExempt: 'staff only; every read is written to the audit log',
  params: idParam,
} as const;

const readErrors = [...signedInErrors, 'not_found'] as const;

/** GET /staff/assistants/{id}: her profile, skills and completion (the record's header and first tab). */
export const staffAssistantRecordSchema = z.object({
  assistant: assistantSchema,
  skills: skillsSchema,
  completion: completionSchema,
});
export type StaffAssistantRecord = z.infer<typeof staffAssistantRecordSchema>;

/** GET /staff/assistants/{id}/file: her administrative file and her recruitment steps. */
export const staffAssistantFileSchema = z.object({
  folder: folderSchema,
  recruitment: recruitmentSchema,
});
export type StaffAssistantFile = z.infer<typeof staffAssistantFileSchema>;

/** The interventions window of the record: this many days back and ahead of today. */
export const STAFF_RECORD_DAYS_BACK = 90;
export const STAFF_RECORD_DAYS_AHEAD = 60;

export const getStaffAssistant = defineRoute({
  ...routeTable.getStaffAssistant,
  ...staffRead,
  summary: "Staff: an assistant's profile, skills and completion (audited)",
  permission: 'any',
  response: staffAssistantRecordSchema,
  errors: readErrors,
});

export const getStaffAssistantFile = defineRoute({
  ...routeTable.getStaffAssistantFile,
  ...staffRead,
  summary: "Staff: an assistant's administrative file and recruitment steps (audited)",
  permission: 'recruitment',
  response: staffAssistantFileSchema,
  errors: readErrors,
});

export const listStaffAssistantInterventions = defineRoute({
  ...routeTable.listStaffAssistantInterventions,
  ...staffRead,
  summary: `Staff: an assistant's interventions of the last ${STAFF_RECORD_DAYS_BACK} days and the next ${STAFF_RECORD_DAYS_AHEAD}, newest first, with their report states (audited)`,
  permission: 'operations',
  response: z.array(eventSchema),
  errors: readErrors,
});

export const listStaffAssistantInvoices = defineRoute({
  ...routeTable.listStaffAssistantInvoices,
  ...staffRead,
  summary: "Staff: an assistant's invoices, newest month first, with their states (audited)",
  permission: 'finance',
  response: z.array(invoiceSchema),
  errors: readErrors,
});

export const getStaffAssistantHistory = defineRoute({
  ...routeTable.getStaffAssistantHistory,
  ...staffRead,
  summary: "Staff: an assistant's activity history, newest first, paged (audited)",
  permission: 'support',
  query: logsQuerySchema,
  response: logPageSchema,
  errors: [...readErrors, 'validation_failed', 'value-out-of-range'],
});

export const staffAssistantRecordRoutes = [
  getStaffAssistant,
  getStaffAssistantFile,
  listStaffAssistantInterventions,
  listStaffAssistantInvoices,
  getStaffAssistantHistory,
] as const;

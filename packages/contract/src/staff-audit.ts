import { z } from 'zod';
import { AUDIT_TRAIL_ACTIONS, type ErrorCode } from '@relais/domain';
import { defineRoute, signedInErrors } from './route';
import { routeTable } from './routes';

/*
 * The provider console's audit trail (issue 29): staff reads and decisions, support sessions and the
 * links staff made, newest first, filtered by actor, assistant, action and date (admin only: it names
 * who read whose data).
 */

/** GET /staff/audit: filters (dates inclusive, the business days' bounds), paging (page 0-based). */
export const staffAuditQuerySchema = z.object({
  actorId: z.string().min(1).max(100).optional(),
  assistantId: z.string().min(1).max(100).optional(),
  action: z.enum(AUDIT_TRAIL_ACTIONS).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(25),
});
export type StaffAuditQuery = z.infer<typeof staffAuditQuerySchema>;

/** Someone a line names: the user's shown name and role (null: unknown, e.g. a deleted account). */
export const auditPersonSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  role: z.enum(['ASSISTANT', 'STAFF']).nullable(),
});
export type AuditPerson = z.infer<typeof auditPersonSchema>;

/** A detail's values as stored (text, number, yes/no or a list of words); nested values left out. */
export const auditDetailValueSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]);

export const staffAuditLineSchema = z.object({
  id: z.string(),
  at: z.iso.datetime({ offset: true }),
  action: z.enum(AUDIT_TRAIL_ACTIONS),
  actor: auditPersonSchema.nullable(),
  subject: auditPersonSchema.nullable(),
  detail: z.record(z.string(), auditDetailValueSchema),
});
export type StaffAuditLine = z.infer<typeof staffAuditLineSchema>;

export const staffAuditPageSchema = z.object({
  items: z.array(staffAuditLineSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type StaffAuditPage = z.infer<typeof staffAuditPageSchema>;

/** The actor filter's choices: the staff members (every one, with or without a line). */
export const staffAuditChoicesSchema = z.object({
  actors: z.array(z.object({ id: z.string(), name: z.string() })),
  actions: z.array(z.enum(AUDIT_TRAIL_ACTIONS)),
});
export type StaffAuditChoices = z.infer<typeof staffAuditChoicesSchema>;

export const listStaffAudit = defineRoute({
  ...routeTable.listStaffAudit,
  summary:
    'Staff: the audit trail (staff reads and decisions, support sessions, links made), newest first; filtered by actor, assistant, action and dates; paged',
  auth: 'staff',
  permission: 'admin',
  query: staffAuditQuerySchema,
  response: staffAuditPageSchema,
  errors: [...signedInErrors, 'validation_failed'] as const satisfies readonly ErrorCode[],
});

export const getStaffAuditChoices = defineRoute({
  ...routeTable.getStaffAuditChoices,
  summary: "Staff: the audit trail's filter choices (the staff members, the actions)",
  auth: 'staff',
  permission: 'admin',
  response: staffAuditChoicesSchema,
  errors: signedInErrors,
});

export const staffAuditRoutes = [listStaffAudit, getStaffAuditChoices] as const;

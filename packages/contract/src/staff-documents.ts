import { z } from 'zod';
import {
  FOLDER_DOCUMENT_STATUSES,
  FOLDER_STATES,
  fileSchema,
  folderFileTypeSchema,
  type ErrorCode,
} from '@relais/domain';
import { defineRoute, signedInErrors } from './route';
import { routeTable } from './routes';

/*
 * The provider console's documents queue (issue 28): the administrative documents sent and waiting
 * for staff, those validated and expiring (within 30 days, or expired), and a document's bytes. The
 * decision itself is the existing staff call (reviewFolderDocument, with the version decided on).
 */

const who = z.object({ id: z.string(), name: z.string() });

export const STAFF_DOCUMENT_LISTS = ['waiting', 'expiring'] as const;
export type StaffDocumentList = (typeof STAFF_DOCUMENT_LISTS)[number];

/** GET /staff/documents: which list, filters, paging (page 0-based, size 1..100, default 25). */
export const staffDocumentsQuerySchema = z.object({
  state: z.enum(STAFF_DOCUMENT_LISTS).default('waiting'),
  assistantId: z.string().min(1).max(100).optional(),
  fileType: folderFileTypeSchema.optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(25),
});
export type StaffDocumentsQuery = z.infer<typeof staffDocumentsQuerySchema>;

/** One document of a list: the version waiting (waiting), or the one in force (expiring). */
export const staffDocumentItemSchema = z.object({
  assistant: who,
  fileType: folderFileTypeSchema,
  /** SENT (waiting), EXPIRING_SOON or EXPIRED (expiring). */
  state: z.enum(FOLDER_STATES),
  status: z.enum(FOLDER_DOCUMENT_STATUSES),
  /** A new version waiting beside a validated one still in force (a new insurance, new bank details). */
  replacing: z.boolean(),
  /** When this version was sent (null for the expiring list's documents in force). */
  sentAt: z.iso.datetime({ offset: true }).nullable(),
  /** The expiry date sent (waiting) or in force (expiring); null where none. */
  expirationDate: z.iso.date().nullable(),
  /** Whether the type has an expiry date (`FOLDER_EXPIRY`): staff type it on validating where it has. */
  expiry: z.enum(['required', 'optional', 'none']),
  /** The version's file (GET /staff/documents/{fileId}/content); null when its file is gone. */
  fileId: z.string().nullable(),
  file: fileSchema.pick({ id: true, name: true, type: true, size: true }).nullable(),
});
export type StaffDocumentItem = z.infer<typeof staffDocumentItemSchema>;

export const staffDocumentPageSchema = z.object({
  items: z.array(staffDocumentItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  /** Waiting: when the oldest waiting document (of these filters) was sent. Expiring: null. */
  oldestAt: z.iso.datetime({ offset: true }).nullable(),
});
export type StaffDocumentPage = z.infer<typeof staffDocumentPageSchema>;

/** The assistants with a document waiting or expiring: the queue's assistant filter. */
export const staffDocumentChoicesSchema = z.object({ assistants: z.array(who) });
export type StaffDocumentChoices = z.infer<typeof staffDocumentChoicesSchema>;

const staffErrors = [...signedInErrors, 'validation_failed'] as const satisfies readonly ErrorCode[];

export const listStaffDocuments = defineRoute({
  ...routeTable.listStaffDocuments,
  summary:
    'Staff: administrative documents waiting for review (oldest sent first), or validated and expiring within 30 days or expired (soonest first); filtered and paged',
  auth: 'staff',
  permission: 'recruitment',
  query: staffDocumentsQuerySchema,
  response: staffDocumentPageSchema,
  errors: staffErrors,
});

export const getStaffDocumentChoices = defineRoute({
  ...routeTable.getStaffDocumentChoices,
  summary: 'Staff: the assistants with a document waiting or expiring (the queue’s filter)',
  auth: 'staff',
  permission: 'recruitment',
  response: staffDocumentChoicesSchema,
  errors: signedInErrors,
});

export const getStaffDocumentContent = defineRoute({
  ...routeTable.getStaffDocumentContent,
  summary:
    "Staff: the bytes of a file of an assistant's administrative file (a version in force or waiting; audited)",
  auth: 'staff',
  permission: 'recruitment',
  ownerExempt: 'staff only; every read is written to the audit log',
  params: z.object({ fileId: z.string().min(1).max(100) }),
  raw: true,
  response: z.unknown(),
  errors: [...signedInErrors, 'not_found'],
});

export const staffDocumentRoutes = [
  listStaffDocuments,
  getStaffDocumentChoices,
  getStaffDocumentContent,
] as const;

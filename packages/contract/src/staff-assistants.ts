import { z } from 'zod';
import { defineRoute, signedInErrors } from './route';
import { routeTable } from './routes';

/*
 * The provider console's assistants directory (issue 29, /staff/assistants): every assistant,
 * searched (name, email, city, a skill or an expertise; accents and case folded), filtered by her
 * recruitment status, by what blocks her invoicing (the readiness view's blockers) and by her
 * profile's completion, sorted and paged.
 */

/** Her recruitment status as the directory files it: in recruitment, recruited, refused, or never in it. */
export const STAFF_DIRECTORY_STATUSES = ['prospect', 'recruited', 'refused', 'none'] as const;
export type StaffDirectoryStatus = (typeof STAFF_DIRECTORY_STATUSES)[number];

/** The directory's blocker filters: each a family of the readiness view's blockers. */
export const STAFF_DIRECTORY_BLOCKERS = ['insurance', 'contract', 'reports'] as const;
export type StaffDirectoryBlocker = (typeof STAFF_DIRECTORY_BLOCKERS)[number];

/** The readiness blockers the directory shows (the invalidated invoice is a to-do, not a blocker here). */
export const STAFF_DIRECTORY_BLOCKER_CODES = [
  'reports_to_write',
  'reports_awaiting_validation',
  'insurance_missing',
  'insurance_expired',
  'insurance_expires_before_window',
  'contract_not_signed',
] as const;
export type StaffDirectoryBlockerCode = (typeof STAFF_DIRECTORY_BLOCKER_CODES)[number];

export const STAFF_DIRECTORY_COMPLETIONS = ['complete', 'incomplete'] as const;
export const STAFF_DIRECTORY_SORTS = ['name', 'created', 'completion', 'city'] as const;
export type StaffDirectorySort = (typeof STAFF_DIRECTORY_SORTS)[number];

/** GET /staff/assistants: search, filters, sort (default name, A to Z), paging (0-based, size 1..100, 25). */
export const staffDirectoryQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(STAFF_DIRECTORY_STATUSES).optional(),
  blocker: z.enum(STAFF_DIRECTORY_BLOCKERS).optional(),
  completion: z.enum(STAFF_DIRECTORY_COMPLETIONS).optional(),
  sort: z.enum(STAFF_DIRECTORY_SORTS).default('name'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(25),
});
export type StaffDirectoryQuery = z.infer<typeof staffDirectoryQuerySchema>;

export const staffDirectoryItemSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  city: z.string().nullable(),
  status: z.enum(STAFF_DIRECTORY_STATUSES),
  /** Her profile's completion (the account area of the gauge: its ten fields), 0..100. */
  completion: z.number().int(),
  /** What keeps her from invoicing the previous month, in the readiness view's order. */
  blockers: z.array(z.enum(STAFF_DIRECTORY_BLOCKER_CODES)),
  createdAt: z.iso.datetime({ offset: true }),
});
export type StaffDirectoryItem = z.infer<typeof staffDirectoryItemSchema>;

export const staffDirectoryPageSchema = z.object({
  items: z.array(staffDirectoryItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type StaffDirectoryPage = z.infer<typeof staffDirectoryPageSchema>;

export const listStaffAssistants = defineRoute({
  ...routeTable.listStaffAssistants,
  summary:
    'Staff: the assistants directory, searched by name, email, city, skill or expertise (accents and case folded), filtered by recruitment status, invoicing blocker and profile completion, sorted, paged',
  auth: 'staff',
  permission: 'any',
  query: staffDirectoryQuerySchema,
  response: staffDirectoryPageSchema,
  errors: [...signedInErrors, 'validation_failed'],
});

export const staffAssistantsRoutes = [listStaffAssistants] as const;

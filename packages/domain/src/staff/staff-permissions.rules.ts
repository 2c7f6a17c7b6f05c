/**
 * What a member of the provider's staff may do (issue 28): each staff call names the permission it
 * needs; `admin` holds every other one (and gives permissions to staff).
 * - operations: reports, premium answers, cancellations, quotes' signed links
 * - finance: invoices
 * - recruitment: documents, recruitment, creating assistants, skills links
 * - support: messages, helpdesk, second factor reset, feedback, an assistant's loyalty and picture
 */
export const STAFF_PERMISSIONS = ['operations', 'finance', 'recruitment', 'support', 'admin'] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const KNOWN = new Set<string>(STAFF_PERMISSIONS);

/** The stored permissions a staff member holds, unknown words dropped (a column of text). */
export const staffPermissionsOf = (stored: readonly string[] | null | undefined): StaffPermission[] =>
  (stored ?? []).filter((p): p is StaffPermission => KNOWN.has(p));

/** Whether one who holds `held` may do what needs `needed` (`admin` may do everything). */
export const staffMay = (held: readonly StaffPermission[], needed: StaffPermission): boolean =>
  held.includes('admin') || held.includes(needed);

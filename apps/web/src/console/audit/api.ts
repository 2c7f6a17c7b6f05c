import { routeTable } from '@relais/contract/routes';
import type { StaffAuditQuery } from '@relais/contract';
import { call } from '../../lib/api-client';

/** What the audit trail shows: its filters and page (all kept in the URL). */
export type AuditSearch = Omit<StaffAuditQuery, 'size'>;

export const AUDIT_PAGE_SIZE = 25;

/** The trail's query keys (the console's own client: nothing of it is persisted). */
export const staffAuditKeys = {
  all: ['staff', 'audit'] as const,
  list: (search: AuditSearch) => ['staff', 'audit', 'list', search] as const,
  choices: ['staff', 'audit', 'choices'] as const,
};

export const listAudit = (search: AuditSearch, size = AUDIT_PAGE_SIZE) =>
  call(routeTable.listStaffAudit, { query: { ...search, size } });

export const auditChoices = () => call(routeTable.getStaffAuditChoices);

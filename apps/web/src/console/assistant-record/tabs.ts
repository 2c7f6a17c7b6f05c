import type { StaffPermission } from '@relais/domain/rules';

/**
 * The record's tabs, each a link `?tab=<name>` (the URL says which is open: a reload, a shared link
 * and the browser's back button keep it), shown only with the permission its read needs.
 */
export const RECORD_TABS = [
  { tab: 'profile', permission: 'any' },
  { tab: 'file', permission: 'recruitment' },
  { tab: 'recruitment', permission: 'recruitment' },
  { tab: 'interventions', permission: 'operations' },
  { tab: 'invoices', permission: 'finance' },
  { tab: 'messages', permission: 'support' },
  { tab: 'loyalty', permission: 'support' },
  { tab: 'history', permission: 'support' },
] as const satisfies readonly { tab: string; permission: StaffPermission | 'any' }[];

export type RecordTab = (typeof RECORD_TABS)[number]['tab'];

export const isRecordTab = (value: string | null): value is RecordTab =>
  RECORD_TABS.some((t) => t.tab === value);

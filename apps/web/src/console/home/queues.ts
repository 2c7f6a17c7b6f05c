import { routeTable } from '@relais/contract/routes';
import type { StaffPermission } from '@relais/domain/rules';
import { call } from '../../lib/api-client';
import type { ConsoleKey } from '../i18n';

/** What the home shows of a queue: how many items wait, and since when the oldest. */
export type QueueSummary = { total: number; oldestAt: string | null };

/** A queue on the console's home: shown to who may decide in it, its count read with `size=1`. */
export type QueueCard = {
  id: string;
  label: ConsoleKey;
  /** Its queue's screen. */
  to?: string;
  permission: StaffPermission;
  load: () => Promise<QueueSummary>;
};

/** The queues of the home, in the order of the navigation. */
export const QUEUES: readonly QueueCard[] = [
  {
    id: 'reports',
    label: 'reports.home',
    to: '/staff/reports',
    permission: 'operations',
    load: () => call(routeTable.listStaffReports, { query: { size: 1 } }),
  },
  {
    id: 'premium',
    label: 'home.premium',
    to: '/staff/reports',
    permission: 'operations',
    load: () => call(routeTable.getStaffWaitingPremium),
  },
  {
    id: 'documents',
    label: 'home.documents',
    to: '/staff/documents',
    permission: 'recruitment',
    load: () => call(routeTable.listStaffDocuments, { query: { size: 1 } }),
  },
  {
    id: 'invoices',
    label: 'invoices.home',
    to: '/staff/invoices',
    permission: 'finance',
    load: () => call(routeTable.listStaffInvoices, { query: { size: 1 } }),
  },
  {
    id: 'messages',
    label: 'home.unanswered',
    to: '/staff/messages?box=unread',
    permission: 'support',
    load: () => call(routeTable.getStaffUnansweredMessages),
  },
];

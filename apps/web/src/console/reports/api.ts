import { routeTable } from '@relais/contract/routes';
import type { StaffReportsQuery } from '@relais/contract';
import type { ReportReviewBody } from '@relais/domain/rules';
import { call, callBlob } from '../../lib/api-client';

/** What the reports queue shows: its filters and page (all kept in the URL). */
export type ReportsSearch = Omit<StaffReportsQuery, 'size'>;

export const REPORTS_PAGE_SIZE = 25;

/** The reports queue's query keys (the console's own client: nothing of it is persisted). */
export const staffReportKeys = {
  all: ['staff', 'reports'] as const,
  list: (search: ReportsSearch) => ['staff', 'reports', 'list', search] as const,
  choices: ['staff', 'reports', 'choices'] as const,
  premium: ['staff', 'reports', 'premium'] as const,
  detail: (eventId: string) => ['staff', 'reports', 'detail', eventId] as const,
  file: (fileId: string) => ['staff', 'reports', 'file', fileId] as const,
};

export const listReports = (search: ReportsSearch, size = REPORTS_PAGE_SIZE) =>
  call(routeTable.listStaffReports, { query: { ...search, size } });

/** The premium requests no client answered yet (the first page, oldest first). */
export const listPremiumRequests = () => call(routeTable.listStaffPremiumRequests, { query: { size: 25 } });

export const reportChoices = () => call(routeTable.getStaffReportChoices);

export const getReport = (eventId: string) => call(routeTable.getStaffReport, { params: { eventId } });

/** Many at once: each through the one review; the answer says which were skipped and why. */
export const validateReports = (eventIds: string[]) =>
  call(routeTable.validateStaffReports, { body: { eventIds } });

/** The existing staff decision on one report (409 report_already_decided when it no longer waits). */
export const reviewReport = (eventId: string, body: ReportReviewBody) =>
  call(routeTable.reviewReport, { params: { eventId }, body });

/** The client's answer to a premium request, recorded by staff on the client's behalf. */
export const answerPremium = (eventId: string, approved: boolean) =>
  call(routeTable.answerPremium, { params: { eventId }, body: { approved } });

/** A proof's bytes (GET /staff/event-files/{fileId}/content, audited), shown in place. */
export const proofBlob = async (fileId: string): Promise<Blob> =>
  (await callBlob(routeTable.getStaffEventFileContent, { params: { fileId } })).blob;

import { accessRoutes } from './access';
import { accountRoutes } from './account';
import { assistantRoutes } from './assistants';
import { availabilityRoutes } from './availability';
import { authRoutes } from './auth';
import { clientRoutes } from './clients';
import { cvRoutes } from './cv';
import { dashboardRoutes } from './dashboard';
import { eventRoutes } from './events';
import { fileRoutes } from './files';
import { feedbackRoutes } from './feedback';
import { folderRoutes } from './folder';
import { helpdeskRoutes } from './helpdesk';
import { invoiceRoutes } from './invoices';
import { messageRoutes } from './messages';
import { recruitmentRoutes } from './recruitment';
import { referenceRoutes } from './reference';
import { skillsRoutes } from './skills';
import { systemRoutes } from './system';
import { userRoutes } from './users';
import { userDataRoutes } from './user-data';
import { twoFactorRoutes } from './two-factor';
import { loyaltyRoutes } from './loyalty';
import { notificationRoutes } from './notifications';
import { clientAreaRoutes } from './client-area';
import { staffRoutes } from './staff';
import { staffDocumentRoutes } from './staff-documents';
import { staffMessageRoutes } from './staff-messages';
import { staffReportRoutes } from './staff-reports';
import { staffInvoiceRoutes } from './staff-invoices';
import { staffQuoteRoutes } from './staff-quotes';
import { staffAuditRoutes } from './staff-audit';
import { staffMailRoutes } from './staff-mails';
import { staffTeamRoutes } from './staff-team';
import { staffAssistantRecordRoutes } from './staff-assistant-record';
import { staffAssistantsRoutes } from './staff-assistants';

export * from './route';
export { API_PREFIX, apiPath, routeTable, type RouteEntry, type RouteName } from './routes';
export * from './auth';
export * from './access';
export * from './assistants';
export * from './account';
export * from './clients';
export * from './reference';
export * from './users';
export * from './system';
export * from './availability';
export * from './events';
export * from './files';
export * from './folder';
export * from './dashboard';
export * from './invoices';
export * from './skills';
export * from './recruitment';
export * from './cv';
export * from './user-data';
export * from './messages';
export * from './two-factor';
export * from './helpdesk';
export * from './feedback';
export * from './loyalty';
export * from './notifications';
export * from './client-area';
export * from './staff';
export * from './staff-documents';
export * from './staff-messages';
export * from './staff-reports';
export * from './staff-invoices';
export * from './staff-quotes';
export * from './staff-audit';
export * from './staff-mails';
export * from './staff-team';
export * from './staff-assistant-record';
export * from './staff-assistants';

/** Every call of the API, for the server's registration, OpenAPI and the access-control test. */
export const allRoutes = [
  ...authRoutes,
  ...accessRoutes,
  ...assistantRoutes,
  ...accountRoutes,
  ...clientRoutes,
  ...referenceRoutes,
  ...userRoutes,
  ...systemRoutes,
  ...availabilityRoutes,
  ...eventRoutes,
  ...fileRoutes,
  ...folderRoutes,
  ...dashboardRoutes,
  ...invoiceRoutes,
  ...skillsRoutes,
  ...recruitmentRoutes,
  ...cvRoutes,
  ...userDataRoutes,
  ...messageRoutes,
  ...twoFactorRoutes,
  ...helpdeskRoutes,
  ...feedbackRoutes,
  ...loyaltyRoutes,
  ...notificationRoutes,
  ...clientAreaRoutes,
  ...staffRoutes,
  ...staffDocumentRoutes,
  ...staffMessageRoutes,
  ...staffReportRoutes,
  ...staffInvoiceRoutes,
  ...staffQuoteRoutes,
  ...staffAuditRoutes,
  ...staffMailRoutes,
  ...staffTeamRoutes,
  ...staffAssistantRecordRoutes,
  ...staffAssistantsRoutes,
];

/** Each contract route by its name, for the app's typed calls (`import type` only: no zod reaches it). */
export type RoutesByName = { [R in (typeof allRoutes)[number] as R['name']]: R };

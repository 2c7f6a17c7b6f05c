import { authRouteTable } from './auth';
import { routeEntries } from './entry';

export { API_PREFIX, apiPath, type HttpMethod, type RouteEntry } from './entry';
export { authRouteTable } from './auth';

/**
 * Every call of the API: its name, method and path, written once. The contract's zod definitions
 * (`defineRoute({ ...routeTable.getMe, ... })`) take them from here, the server registers its routes
 * from those, and the app builds its calls from this table (it imports no zod).
 */
export const routeTable = routeEntries({
  ...authRouteTable,
  // assistants
  getMe: { name: 'getMe', method: 'GET', path: '/assistants/me' },
  getAssistant: { name: 'getAssistant', method: 'GET', path: '/assistants/:id' },
  updateAssistant: { name: 'updateAssistant', method: 'PUT', path: '/assistants' },
  // availability
  getAvailability: { name: 'getAvailability', method: 'GET', path: '/assistants/:id/availability' },
  putAvailability: {
    name: 'putAvailability',
    method: 'PUT',
    path: '/assistants/:id/availability/:numDay/:part',
  },
  snoozePlanningWarning: { name: 'snoozePlanningWarning', method: 'PATCH', path: '/assistants/:id/snooze' },
  listLeaves: { name: 'listLeaves', method: 'GET', path: '/assistants/:id/leaves' },
  createLeave: { name: 'createLeave', method: 'POST', path: '/assistants/:id/leaves' },
  getLeave: { name: 'getLeave', method: 'GET', path: '/assistants/:id/leaves/:leaveId' },
  updateLeave: { name: 'updateLeave', method: 'PUT', path: '/assistants/:id/leaves/:leaveId' },
  deleteLeave: { name: 'deleteLeave', method: 'DELETE', path: '/assistants/:id/leaves/:leaveId' },
  // clients
  listClients: { name: 'listClients', method: 'GET', path: '/assistants/:id/clients' },
  getClient: { name: 'getClient', method: 'GET', path: '/assistants/:id/clients/:clientId' },
  getClientRates: { name: 'getClientRates', method: 'GET', path: '/assistants/:id/clients/:clientId/rates' },
  getClientNotes: { name: 'getClientNotes', method: 'GET', path: '/assistants/:id/clients/:clientId/notes' },
  getClientUsedTaskGroups: {
    name: 'getClientUsedTaskGroups',
    method: 'GET',
    path: '/assistants/:id/clients/:clientId/taskgroups',
  },
  // dashboard
  getDashboard: { name: 'getDashboard', method: 'GET', path: '/dashboard' },
  updateGauge: { name: 'updateGauge', method: 'POST', path: '/assistants/:id/gauge' },
  getLogs: { name: 'getLogs', method: 'GET', path: '/assistants/:id/logs' },
  listClientQuotes: { name: 'listClientQuotes', method: 'GET', path: '/clients/:id/quotes' },
  getQuote: { name: 'getQuote', method: 'GET', path: '/quotes/:id' },
  getCurriculum: { name: 'getCurriculum', method: 'GET', path: '/assistants/:id/curriculum' },
  putCurriculum: { name: 'putCurriculum', method: 'PUT', path: '/assistants/:id/curriculum' },
  // events
  listEvents: { name: 'listEvents', method: 'GET', path: '/assistants/:id/events' },
  getVisit: { name: 'getVisit', method: 'GET', path: '/assistants/:id/visits/:visitId' },
  createVisit: { name: 'createVisit', method: 'POST', path: '/assistants/:id/visits' },
  updateVisit: { name: 'updateVisit', method: 'PUT', path: '/assistants/:id/visits/:visitId' },
  deleteVisit: { name: 'deleteVisit', method: 'DELETE', path: '/assistants/:id/visits/:visitId' },
  getVisitReport: { name: 'getVisitReport', method: 'GET', path: '/assistants/:id/visits/:visitId/report' },
  putVisitReport: { name: 'putVisitReport', method: 'PUT', path: '/assistants/:id/visits/:visitId/report' },
  createRemoteWork: { name: 'createRemoteWork', method: 'POST', path: '/assistants/:id/remoteworks' },
  updateRemoteWork: {
    name: 'updateRemoteWork',
    method: 'PUT',
    path: '/assistants/:id/remoteworks/:remoteWorkId',
  },
  getRemoteWorkReport: {
    name: 'getRemoteWorkReport',
    method: 'GET',
    path: '/assistants/:id/remoteworks/:remoteWorkId/report',
  },
  putRemoteWorkReport: {
    name: 'putRemoteWorkReport',
    method: 'PUT',
    path: '/assistants/:id/remoteworks/:remoteWorkId/report',
  },
  createRemoteWorkWithReport: {
    name: 'createRemoteWorkWithReport',
    method: 'POST',
    path: '/assistants/:id/remoteworks/report',
  },
  getPremium: { name: 'getPremium', method: 'GET', path: '/assistants/:id/events/:eventId/premium' },
  requestPremium: { name: 'requestPremium', method: 'POST', path: '/assistants/:id/events/:eventId/premium' },
  reviewReport: { name: 'reviewReport', method: 'POST', path: '/staff/events/:eventId/report/review' },
  answerPremium: { name: 'answerPremium', method: 'POST', path: '/staff/events/:eventId/premium' },
  // files
  uploadFile: { name: 'uploadFile', method: 'POST', path: '/files' },
  getFileToken: { name: 'getFileToken', method: 'GET', path: '/files/token' },
  getFileContent: { name: 'getFileContent', method: 'GET', path: '/files/content' },
  deleteFile: { name: 'deleteFile', method: 'DELETE', path: '/files' },
  // invoices
  listInvoices: { name: 'listInvoices', method: 'GET', path: '/assistants/:id/invoices' },
  getInvoice: { name: 'getInvoice', method: 'GET', path: '/invoices/:invoiceId' },
  createInvoice: { name: 'createInvoice', method: 'POST', path: '/assistants/:id/invoices' },
  updateInvoice: { name: 'updateInvoice', method: 'PUT', path: '/invoices/:invoiceId' },
  getMonthsToInvoice: {
    name: 'getMonthsToInvoice',
    method: 'GET',
    path: '/assistants/:id/events/monthsToInvoice',
  },
  getProforma: { name: 'getProforma', method: 'GET', path: '/assistants/:id/proforma/:date' },
  getInvoiceReadiness: {
    name: 'getInvoiceReadiness',
    method: 'GET',
    path: '/assistants/:id/invoices/readiness',
  },
  setInvoiceStatus: { name: 'setInvoiceStatus', method: 'POST', path: '/staff/invoices/:invoiceId/status' },
  // reference
  getTaskGroups: { name: 'getTaskGroups', method: 'GET', path: '/taskgroups' },
  getActiveRates: { name: 'getActiveRates', method: 'GET', path: '/rates/active' },
  getExpertises: { name: 'getExpertises', method: 'GET', path: '/expertises' },
  // system
  getHealth: { name: 'getHealth', method: 'GET', path: '/health' },
  // users
  getPreferences: { name: 'getPreferences', method: 'GET', path: '/users/:id/preferences' },
  putPreference: { name: 'putPreference', method: 'PUT', path: '/users/:id/preferences/:preference' },
  getNewestMessages: { name: 'getNewestMessages', method: 'GET', path: '/users/:id/messages/newest' },
});

export type RouteName = keyof typeof routeTable;

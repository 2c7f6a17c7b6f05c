import { accessRouteTable } from './access';
import { authRouteTable } from './auth';
import { clientAreaRouteTable } from './client-area';
import { routeEntries } from './entry';

export { API_PREFIX, apiPath, type HttpMethod, type RouteEntry } from './entry';
export { authRouteTable } from './auth';

/**
 * Every call of the API: its name, method and path, written once. The contract's zod definitions
 * (`defineRoute({ ...routeTable.getMe, ... })`) take them from here, the server registers its routes
 * from those, and the app builds its calls from this table (it imports no zod).
 */
export const routeTable = /* @__PURE__ */ routeEntries({
  ...authRouteTable,
  ...accessRouteTable,
  ...clientAreaRouteTable,
  // assistants
  getMe: { method: 'GET', path: '/assistants/me' },
  getAssistant: { method: 'GET', path: '/assistants/:id' },
  updateAssistant: { method: 'PUT', path: '/assistants' },
  // account: address lookup, login email change
  lookupAddresses: { method: 'GET', path: '/google/addresses/:address' },
  requestEmailChange: { method: 'POST', path: '/assistants/:id/email-change' },
  confirmEmailChange: { method: 'POST', path: '/auth/email-change/confirm' },
  cancelEmailChange: { method: 'POST', path: '/auth/email-change/cancel' },
  // under /api/auth: the refresh cookie comes along, so the session making the change is the one kept
  changePassword: { method: 'PUT', path: '/auth/password/:id' },
  // availability
  getAvailability: { method: 'GET', path: '/assistants/:id/availability' },
  putAvailability: { method: 'PUT', path: '/assistants/:id/availability/:numDay/:part' },
  snoozePlanningWarning: { method: 'PATCH', path: '/assistants/:id/snooze' },
  listLeaves: { method: 'GET', path: '/assistants/:id/leaves' },
  createLeave: { method: 'POST', path: '/assistants/:id/leaves' },
  getLeave: { method: 'GET', path: '/assistants/:id/leaves/:leaveId' },
  updateLeave: { method: 'PUT', path: '/assistants/:id/leaves/:leaveId' },
  deleteLeave: { method: 'DELETE', path: '/assistants/:id/leaves/:leaveId' },
  // clients
  listClients: { method: 'GET', path: '/assistants/:id/clients' },
  getClient: { method: 'GET', path: '/assistants/:id/clients/:clientId' },
  getClientRates: { method: 'GET', path: '/assistants/:id/clients/:clientId/rates' },
  getClientNotes: { method: 'GET', path: '/assistants/:id/clients/:clientId/notes' },
  getClientUsedTaskGroups: { method: 'GET', path: '/assistants/:id/clients/:clientId/taskgroups' },
  // dashboard
  getDashboard: { method: 'GET', path: '/dashboard' },
  updateGauge: { method: 'POST', path: '/assistants/:id/gauge' },
  getLogs: { method: 'GET', path: '/assistants/:id/logs' },
  listClientQuotes: { method: 'GET', path: '/clients/:id/quotes' },
  getQuote: { method: 'GET', path: '/quotes/:id' },
  getCurriculum: { method: 'GET', path: '/assistants/:id/curriculum' },
  putCurriculum: { method: 'PUT', path: '/assistants/:id/curriculum' },
  getCv: { method: 'GET', path: '/assistants/:id/cv' },
  postCv: { method: 'POST', path: '/assistants/:id/cv' },
  // events
  listEvents: { method: 'GET', path: '/assistants/:id/events' },
  getVisit: { method: 'GET', path: '/assistants/:id/visits/:visitId' },
  createVisit: { method: 'POST', path: '/assistants/:id/visits' },
  updateVisit: { method: 'PUT', path: '/assistants/:id/visits/:visitId' },
  deleteVisit: { method: 'DELETE', path: '/assistants/:id/visits/:visitId' },
  requestVisitCancellation: { method: 'POST', path: '/assistants/:id/visits/:visitId/cancellation' },
  getVisitReport: { method: 'GET', path: '/assistants/:id/visits/:visitId/report' },
  putVisitReport: { method: 'PUT', path: '/assistants/:id/visits/:visitId/report' },
  createRemoteWork: { method: 'POST', path: '/assistants/:id/remoteworks' },
  updateRemoteWork: { method: 'PUT', path: '/assistants/:id/remoteworks/:remoteWorkId' },
  getRemoteWorkReport: { method: 'GET', path: '/assistants/:id/remoteworks/:remoteWorkId/report' },
  putRemoteWorkReport: { method: 'PUT', path: '/assistants/:id/remoteworks/:remoteWorkId/report' },
  createRemoteWorkWithReport: { method: 'POST', path: '/assistants/:id/remoteworks/report' },
  getPremium: { method: 'GET', path: '/assistants/:id/events/:eventId/premium' },
  requestPremium: { method: 'POST', path: '/assistants/:id/events/:eventId/premium' },
  reviewReport: { method: 'POST', path: '/staff/events/:eventId/report/review' },
  answerPremium: { method: 'POST', path: '/staff/events/:eventId/premium' },
  cancelEvent: { method: 'POST', path: '/staff/events/:eventId/cancel' },
  // administrative file (folder)
  getFolder: { method: 'GET', path: '/assistants/:id/folder' },
  putFolderDocument: { method: 'PUT', path: '/assistants/:id/folder/:fileType' },
  reviewFolderDocument: { method: 'POST', path: '/staff/assistants/:assistantId/folder/:fileType/review' },
  // recruitment (its documents are the folder's; staff review them there)
  getRecruitment: { method: 'GET', path: '/assistants/:id/recruitment' },
  putRecruitmentDocument: { method: 'PUT', path: '/assistants/:id/recruitment/:fileType' },
  decideRecruitment: { method: 'POST', path: '/staff/assistants/:id/recruitment/decision' },
  // files
  uploadFile: { method: 'POST', path: '/files' },
  getFileToken: { method: 'GET', path: '/files/token' },
  getFileContent: { method: 'GET', path: '/files/content' },
  deleteFile: { method: 'DELETE', path: '/files' },
  // invoices
  listInvoices: { method: 'GET', path: '/assistants/:id/invoices' },
  getInvoice: { method: 'GET', path: '/invoices/:invoiceId' },
  createInvoice: { method: 'POST', path: '/assistants/:id/invoices' },
  updateInvoice: { method: 'PUT', path: '/invoices/:invoiceId' },
  getMonthsToInvoice: { method: 'GET', path: '/assistants/:id/events/monthsToInvoice' },
  getProforma: { method: 'GET', path: '/assistants/:id/proforma/:date' },
  getInvoiceReadiness: { method: 'GET', path: '/assistants/:id/invoices/readiness' },
  setInvoiceStatus: { method: 'POST', path: '/staff/invoices/:invoiceId/status' },
  // reference
  getTaskGroups: { method: 'GET', path: '/taskgroups' },
  getActiveRates: { method: 'GET', path: '/rates/active' },
  getExpertises: { method: 'GET', path: '/expertises' },
  // skills (the prospect's public link: /skills/direct/...; staff issue it)
  getSkills: { method: 'GET', path: '/assistants/:id/skills' },
  putSkills: { method: 'PUT', path: '/assistants/:id/skills' },
  getExpertiseChoice: { method: 'GET', path: '/assistants/:id/skills/expertise' },
  putExpertiseChoice: { method: 'PUT', path: '/assistants/:id/skills/expertise' },
  getDirectSkills: { method: 'GET', path: '/skills/direct/:randomString' },
  putDirectSkills: { method: 'PUT', path: '/skills/direct/:randomString' },
  getDirectExpertise: { method: 'GET', path: '/skills/direct/:randomString/expertise' },
  putDirectExpertise: { method: 'PUT', path: '/skills/direct/:randomString/expertise' },
  issueSkillsLink: { method: 'POST', path: '/staff/assistants/:id/skills-link' },
  // system
  getHealth: { method: 'GET', path: '/health' },
  // users
  getPreferences: { method: 'GET', path: '/users/:id/preferences' },
  putPreference: { method: 'PUT', path: '/users/:id/preferences/:preference' },
  // account: avatar picture, avatar badge, download my data, deletion
  getPicture: { method: 'GET', path: '/pictures' },
  setPicture: { method: 'PUT', path: '/users/:id/picture' },
  deletePicture: { method: 'DELETE', path: '/users/:id/picture' },
  markAvatarBadgeSeen: { method: 'PUT', path: '/users/:id/avatar-badge' },
  exportAccount: { method: 'GET', path: '/users/:id/export' },
  deleteAccount: { method: 'DELETE', path: '/users/:id' },
  // account: two-factor sign-in (TOTP + recovery codes)
  getTwoFactor: { method: 'GET', path: '/users/:id/two-factor' },
  startTwoFactor: { method: 'POST', path: '/users/:id/two-factor/setup' },
  confirmTwoFactor: { method: 'POST', path: '/users/:id/two-factor/confirm' },
  disableTwoFactor: { method: 'POST', path: '/users/:id/two-factor/disable' },
  renewRecoveryCodes: { method: 'POST', path: '/users/:id/two-factor/recovery-codes' },
  resetTwoFactor: { method: 'DELETE', path: '/staff/assistants/:id/two-factor' },
  // helpdesk: staff create a one-time link to act as an assistant
  createHelpdeskLink: { method: 'POST', path: '/staff/assistants/:id/helpdesk-link' },
  // messaging
  getNewestMessages: { method: 'GET', path: '/users/:id/messages/newest' },
  listMessages: { method: 'GET', path: '/users/:id/messages/type/:type' },
  getMessageRecipients: { method: 'GET', path: '/users/:id/messages/recipients' },
  archiveMessages: { method: 'PUT', path: '/users/:id/messages/archive' },
  getMessage: { method: 'GET', path: '/users/:id/messages/:messageId' },
  createMessage: { method: 'POST', path: '/users/:id/messages' },
  updateMessage: { method: 'PUT', path: '/users/:id/messages/:messageId' },
  deleteMessage: { method: 'DELETE', path: '/users/:id/messages/:messageId' },
  listStaffConversation: { method: 'GET', path: '/staff/assistants/:id/messages' },
  sendStaffMessage: { method: 'POST', path: '/staff/assistants/:id/messages' },
  // notifications: the team's decisions reaching her (issue 27)
  listNotifications: { method: 'GET', path: '/users/:id/notifications' },
  readNotification: { method: 'PUT', path: '/users/:id/notifications/:notificationId/read' },
  readAllNotifications: { method: 'PUT', path: '/users/:id/notifications/read' },
  // account access: staff create an assistant (she gets a subscription link)
  createAssistant: { method: 'POST', path: '/staff/assistants' },
  // shell: feedback (the 'menu' build) and client error reports
  sendFeedback: { method: 'POST', path: '/feedback' },
  listFeedback: { method: 'GET', path: '/staff/feedback' },
  reportClientError: { method: 'POST', path: '/client-errors' },
  // loyalty and referral
  getLoyaltyRewards: { method: 'GET', path: '/loyalty/rewards/:id' },
  getLoyaltySumup: { method: 'GET', path: '/loyalty/rewards/:id/sumup' },
  getReferralCode: { method: 'GET', path: '/assistants/:id/referralCode' },
  // staff reads of an assistant's loyalty and avatar (her own routes refuse staff)
  getStaffLoyaltyRewards: { method: 'GET', path: '/staff/assistants/:id/loyalty/rewards' },
  getStaffLoyaltySumup: { method: 'GET', path: '/staff/assistants/:id/loyalty/sumup' },
  getStaffReferralCode: { method: 'GET', path: '/staff/assistants/:id/referral-code' },
  getStaffAssistantPicture: { method: 'GET', path: '/staff/assistants/:id/picture' },
  // the provider's console (issue 28): its own calls under /staff
  getStaffMe: { method: 'GET', path: '/staff/me' },
  // console, documents queue (permission recruitment)
  listStaffDocuments: { method: 'GET', path: '/staff/documents' },
  getStaffDocumentChoices: { method: 'GET', path: '/staff/documents/choices' },
  getStaffDocumentContent: { method: 'GET', path: '/staff/documents/:fileId/content' },
  // console, reports queue (permission operations)
  listStaffReports: { method: 'GET', path: '/staff/reports' },
  getStaffReportChoices: { method: 'GET', path: '/staff/reports/choices' },
  listStaffPremiumRequests: { method: 'GET', path: '/staff/reports/premium' },
  getStaffReport: { method: 'GET', path: '/staff/reports/:eventId' },
  validateStaffReports: { method: 'POST', path: '/staff/reports/validate' },
  getStaffEventFileContent: { method: 'GET', path: '/staff/event-files/:fileId/content' },
  getStaffUnansweredMessages: { method: 'GET', path: '/staff/messages/unanswered' },
  // console, team inbox (permission support)
  listStaffInbox: { method: 'GET', path: '/staff/messages' },
  getStaffInboxConversation: { method: 'GET', path: '/staff/messages/:conversationId' },
  replyStaffInboxConversation: { method: 'POST', path: '/staff/messages/:conversationId/reply' },
  assignStaffInboxConversation: { method: 'PUT', path: '/staff/messages/:conversationId/assignee' },
  setStaffInboxConversationState: { method: 'PUT', path: '/staff/messages/:conversationId/state' },
  getStaffInboxFileContent: { method: 'GET', path: '/staff/messages/:conversationId/files/:fileId/content' },
  uploadStaffReplyFile: { method: 'POST', path: '/staff/messages/:conversationId/files' },
  deleteStaffReplyFile: { method: 'DELETE', path: '/staff/messages/:conversationId/files/:fileId' },
  // console, invoices queue (permission finance)
  listStaffInvoices: { method: 'GET', path: '/staff/invoices' },
  getStaffInvoicePdf: { method: 'GET', path: '/staff/invoices/:invoiceId/pdf' },
  markStaffInvoicesPaid: { method: 'POST', path: '/staff/invoices/paid' },
  exportStaffInvoices: { method: 'GET', path: '/staff/invoices/export' },
  // console, audit trail and team (permission admin)
  listStaffAudit: { method: 'GET', path: '/staff/audit' },
  getStaffAuditChoices: { method: 'GET', path: '/staff/audit/choices' },
  // console, mails that failed for good (permission support)
  listFailedMails: { method: 'GET', path: '/staff/mails/failed' },
  listStaffTeam: { method: 'GET', path: '/staff/team' },
  putStaffPermissions: { method: 'PUT', path: '/staff/team/:staffId/permissions' },
  // console, quotes (permission operations)
  listStaffQuotes: { method: 'GET', path: '/staff/quotes' },
  getStaffWaitingPremium: { method: 'GET', path: '/staff/premium/waiting' },
  // staff: the assistant record (issue 29)
  getStaffAssistant: { method: 'GET', path: '/staff/assistants/:id' },
  getStaffAssistantFile: { method: 'GET', path: '/staff/assistants/:id/file' },
  listStaffAssistantInterventions: { method: 'GET', path: '/staff/assistants/:id/interventions' },
  listStaffAssistantInvoices: { method: 'GET', path: '/staff/assistants/:id/invoices' },
  getStaffAssistantHistory: { method: 'GET', path: '/staff/assistants/:id/history' },
  // console, the assistants directory (issue 29; any staff member)
  listStaffAssistants: { method: 'GET', path: '/staff/assistants' },
});

export type RouteName = keyof typeof routeTable;

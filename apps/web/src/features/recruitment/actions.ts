/**
 * The recruitment action type, without the screen: the app lists it for the outbox
 * (app/offline-actions.ts), so a queued document is replayed after a reload before the page opens.
 */
export { sendDocumentAction, SEND_RECRUITMENT_DOCUMENT } from './api/send-document-action';
export type { SendDocumentBody } from './api/send-document-action';

/**
 * The invoice action type, without the screens: the app lists it for the outbox (app/offline-actions.ts), so it can
 * replay (and show, and edit) a queued invoice after a reload before any invoice screen is opened.
 */
export { submitInvoiceAction, SUBMIT_INVOICE, pendingInvoiceId, invoiceEditPath } from './api/submit-action';
export type { SubmitInvoiceBody } from './api/submit-action';

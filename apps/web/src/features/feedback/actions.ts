/** The feedback action type, without the screens: the app lists it for the outbox (app/offline-actions.ts). */
export { sendFeedbackAction } from './api/feedback-action';

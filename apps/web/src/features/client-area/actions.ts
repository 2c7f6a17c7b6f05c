/** The client area's action types, for the outbox list (app/offline-actions.ts). */
export { answerPremiumAction, answerQuoteAction } from './api/client-actions';

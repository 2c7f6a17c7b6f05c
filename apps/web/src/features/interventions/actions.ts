/**
 * The visit action types, without the screens: the app lists them for the outbox (app/offline-actions.ts), so it can
 * replay (and show, and edit) queued visits after a reload before any visit screen is opened.
 */
export { createVisitAction, updateVisitAction, deleteVisitAction } from './api/visit-actions';
export { CREATE_VISIT, UPDATE_VISIT, DELETE_VISIT } from './model/pending-visits';

/**
 * The visit action types, without the screens: the app imports this at start so the outbox can
 * replay (and show, and edit) queued visits after a reload before any visit screen is opened.
 */
export { createVisitAction, updateVisitAction, deleteVisitAction } from './api/visit-actions';
export { CREATE_VISIT, UPDATE_VISIT, DELETE_VISIT } from './model/pending-visits';

/**
 * The absence action types, without the screens: the app lists them for the outbox (app/offline-actions.ts), so it can
 * replay (and show, and edit) queued absences after a reload before any absence screen is opened.
 */
export { createLeaveAction, updateLeaveAction, deleteLeaveAction, leaveEditPath } from './api/leave-actions';
export { CREATE_LEAVE, UPDATE_LEAVE, DELETE_LEAVE } from './model/pending-leaves';

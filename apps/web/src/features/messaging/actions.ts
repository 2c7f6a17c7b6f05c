/**
 * The messaging list actions, without the screens: the app lists them for the outbox
 * (app/offline-actions.ts), so queued archivings and deletions replay after a reload.
 */
export { archiveMessagesAction, deleteMessageAction } from './api/message-actions';

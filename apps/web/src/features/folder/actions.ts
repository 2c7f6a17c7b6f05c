/**
 * The folder's action type, without the screens: the app lists it for the outbox
 * (app/offline-actions.ts), so a queued document is replayed, shown and edited after a reload
 * before the file screen is opened.
 */
export { sendFolderDocumentAction, SEND_FOLDER_DOCUMENT, folderEditPath } from './api/send-action';
export type { SendFolderDocumentBody } from './api/send-action';

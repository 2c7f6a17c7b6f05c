export { deleteDraftAction, saveDraftAction, sendMessageAction } from './api/compose-actions';

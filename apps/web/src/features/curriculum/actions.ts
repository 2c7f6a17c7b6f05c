/**
 * The curriculum's action types, without the screen: the app lists them for the outbox
 * (app/offline-actions.ts), so a queued save or CV is replayed after a reload before the screen opens.
 */
export { saveCurriculumAction, uploadCvAction, SAVE_CURRICULUM, UPLOAD_CV } from './api/curriculum-actions';

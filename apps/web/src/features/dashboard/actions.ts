// The dashboard's offline actions, for the app's one list (`app/offline-actions.ts`).
export { academySeenAction } from './api/academy-action';

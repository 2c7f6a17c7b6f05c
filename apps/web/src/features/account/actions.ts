/** The account's action types, without the screens: the app lists them for the outbox (app/offline-actions.ts). */
export { saveProfileAction } from './api/profile-action';
export { setMailLanguageAction } from './api/mail-language-action';

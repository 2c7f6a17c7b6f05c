/** The preference action type, without the screens: the app lists it for the outbox (app/offline-actions.ts). */
export { setFontSizeAction } from './api/font-size-action';

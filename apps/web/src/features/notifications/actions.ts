/** The notifications' action types, without the screen: the app lists them for the outbox (app/offline-actions.ts). */
export { readAllNotificationsAction, readNotificationAction } from './api/read-actions';

export { notificationKeys } from './keys';
export {
  fetchNotificationsPage,
  notificationsQuery,
  useNotifications,
  useUnreadNotifications,
} from './query';
export { markReadInCache, setUnreadInCache } from './cache';

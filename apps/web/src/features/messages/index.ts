export { useUnreadCount, UNREAD_COUNT_KEY } from './api/use-unread-count';

export { useUnreadCount, UNREAD_COUNT_KEY } from './use-unread-count';
export { messageKeys } from './keys';

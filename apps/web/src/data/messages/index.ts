export { useUnreadCount, UNREAD_COUNT_KEY } from './use-unread-count';
export { messageKeys } from './keys';
export {
  addToMessageLists,
  findInMessageLists,
  markReadInMessageLists,
  messageDate,
  patchMessageLists,
  removeFromMessageLists,
  type MessageListData,
} from './list-cache';

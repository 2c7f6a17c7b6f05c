import { routeTable } from '@relais/contract/routes';
import { MESSAGE_PAGE_SIZE_DEFAULT, type Message, type MessageType } from '@relais/domain/rules';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { markReadInMessageLists, messageKeys } from '../../../data/messages';
import { call } from '../../../lib/api-client';
import { nextPage } from '../../../lib/pages';
import type { ListSort } from '../../../lib/use-list-search';
import { useUserId } from '../../../offline';

/** GET /users/{id}/messages/type/{type}?page&size&search&sort, page after page (persisted: read offline). */
export const useMessageList = (type: MessageType, search: string, sort: ListSort) => {
  const userId = useUserId();
  return useInfiniteQuery({
    queryKey: messageKeys.list(userId, type, search, sort),
    queryFn: ({ pageParam }) =>
      call(routeTable.listMessages, {
        params: { id: userId ?? '', type },
        query: { page: pageParam, size: MESSAGE_PAGE_SIZE_DEFAULT, sort, ...(search ? { search } : {}) },
      }),
    initialPageParam: 0,
    getNextPageParam: nextPage,
    enabled: Boolean(userId),
    staleTime: 30_000,
  });
};

/**
 * GET /users/{id}/messages/{messageId}. The server marks a received message read as it answers: the
 * cached list lines show it read at once, and the badge is read again.
 */
export const useMessage = (messageId: string | undefined) => {
  const userId = useUserId();
  const qc = useQueryClient();
  return useQuery({
    queryKey: messageKeys.detail(userId, messageId),
    queryFn: async (): Promise<Message> => {
      const message = await call(routeTable.getMessage, {
        params: { id: userId ?? '', messageId: messageId ?? '' },
      });
      if (userId) {
        markReadInMessageLists(qc, userId, message.id);
        void qc.invalidateQueries({ queryKey: messageKeys.newest(userId) }, { cancelRefetch: false });
      }
      return message;
    },
    enabled: Boolean(userId && messageId),
  });
};

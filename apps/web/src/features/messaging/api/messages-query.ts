import { routeTable } from '@relais/contract/routes';
import {
  MESSAGE_PAGE_SIZE_DEFAULT,
  type Message,
  type MessagePage,
  type MessageType,
} from '@relais/domain/rules';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { markReadInMessageLists, messageKeys } from '../../../data/messages';
import { call } from '../../../lib/api-client';
import { useUserId } from '../../../offline';

export type MessageSort = 'desc' | 'asc';

/** The next page (from 0) after `last`, or undefined at the end. */
export const nextMessagePage = (last: MessagePage): number | undefined =>
  last.page + 1 < last.totalPages ? last.page + 1 : undefined;

/** GET /users/{id}/messages/type/{type}?page&size&search&sort, page after page (persisted: read offline). */
export const useMessageList = (type: MessageType, search: string, sort: MessageSort) => {
  const userId = useUserId();
  return useInfiniteQuery({
    queryKey: messageKeys.list(userId, type, search, sort),
    queryFn: ({ pageParam }) =>
      call(routeTable.listMessages, {
        params: { id: userId ?? '', type },
        query: { page: pageParam, size: MESSAGE_PAGE_SIZE_DEFAULT, sort, ...(search ? { search } : {}) },
      }),
    initialPageParam: 0,
    getNextPageParam: nextMessagePage,
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

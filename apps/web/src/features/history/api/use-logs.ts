import { HISTORY_PAGE_SIZE_DEFAULT, type LogPage } from '@relais/domain/rules';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useUserId } from '../../../offline';
import { routeTable } from '@relais/contract/routes';

export type LogSort = 'desc' | 'asc';

/** Per user, search and sort; the pages read so far are persisted with the rest of the cache. */
export const logsKey = (userId: string | undefined, search: string, sort: LogSort) =>
  ['logs', userId, search, sort] as const;

/** The next page (from 0) after `last`, or undefined at the end. */
export const nextLogPage = (last: LogPage): number | undefined =>
  last.page + 1 < last.totalPages ? last.page + 1 : undefined;

/** GET /assistants/{id}/logs?page&size&search&sort, page after page. */
export const useLogs = (search: string, sort: LogSort) => {
  const userId = useUserId();
  return useInfiniteQuery({
    queryKey: logsKey(userId, search, sort),
    queryFn: ({ pageParam }) =>
      call(routeTable.getLogs, {
        params: { id: userId ?? '' },
        query: { page: pageParam, size: HISTORY_PAGE_SIZE_DEFAULT, sort, ...(search ? { search } : {}) },
      }),
    initialPageParam: 0,
    getNextPageParam: nextLogPage,
    enabled: Boolean(userId),
    staleTime: 30_000,
  });
};

import { HISTORY_PAGE_SIZE_DEFAULT } from '@relais/domain/rules';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { nextPage } from '../../../lib/pages';
import type { ListSort } from '../../../lib/use-list-search';
import { useUserId } from '../../../offline';
import { routeTable } from '@relais/contract/routes';

/** Per user, search and sort; the pages read so far are persisted with the rest of the cache. */
export const logsKey = (userId: string | undefined, search: string, sort: ListSort) =>
  ['logs', userId, search, sort] as const;

/** GET /assistants/{id}/logs?page&size&search&sort, page after page: the options. */
export const logsQuery = (userId: string | undefined, search: string, sort: ListSort) =>
  infiniteQueryOptions({
    queryKey: logsKey(userId, search, sort),
    queryFn: ({ pageParam }) =>
      call(routeTable.getLogs, {
        params: { id: userId ?? '' },
        query: { page: pageParam, size: HISTORY_PAGE_SIZE_DEFAULT, sort, ...(search ? { search } : {}) },
      }),
    initialPageParam: 0,
    getNextPageParam: nextPage,
    enabled: Boolean(userId),
    staleTime: 30_000,
  });

/** The list with no search, newest first (the screen's default: `lib/use-list-search`). */
export const DEFAULT_LOGS = { search: '', sort: 'desc' } as const satisfies {
  search: string;
  sort: ListSort;
};

/** GET /assistants/{id}/logs?page&size&search&sort, page after page. */
export const useLogs = (search: string, sort: ListSort) =>
  // every write adds a line: opening the screen always asks again (the saved pages show meanwhile;
  // the first-day warm-up may have brought them moments before her last change)
  useInfiniteQuery({ ...logsQuery(useUserId(), search, sort), refetchOnMount: 'always' });

import { historySearchKey, type LogPage } from '@relais/domain';
import type { HistoryRepository } from './history.repository';

export const createHistoryService = (deps: { repo: HistoryRepository }) => ({
  /** GET /assistants/{id}/logs: page from 0; a page past the end is empty with the right totals. */
  logs: async (
    assistantId: string,
    q: { page: number; size: number; search?: string | undefined; sort: 'asc' | 'desc' },
  ): Promise<LogPage> => {
    const search = q.search ? historySearchKey(q.search) : '';
    const { entries, total } = await deps.repo.page({
      assistantId,
      searchKey: search === '' ? null : search,
      sort: q.sort,
      limit: q.size,
      offset: q.page * q.size,
    });
    return {
      content: entries,
      page: q.page,
      size: q.size,
      totalElements: total,
      totalPages: Math.ceil(total / q.size),
    };
  },
});

export type HistoryService = ReturnType<typeof createHistoryService>;

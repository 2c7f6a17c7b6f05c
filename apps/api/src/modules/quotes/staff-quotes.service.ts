import type { StaffQuotePage, StaffQuotesQuery } from '@relais/contract';
import type { StaffQuotesRepository } from './staff-quotes.repository';

/** The console's quotes by client and status (the signed link: client-area's createQuoteLink). */
export const createStaffQuotesService = (deps: { repo: StaffQuotesRepository }) => ({
  list: async (q: StaffQuotesQuery): Promise<StaffQuotePage> => {
    const filters = { clientId: q.clientId, status: q.status };
    const { items, total, oldestAt } = await deps.repo.page(filters, q);
    return { items, total, page: q.page, size: q.size, oldestAt: oldestAt?.toISOString() ?? null };
  },
});

export type StaffQuotesService = ReturnType<typeof createStaffQuotesService>;

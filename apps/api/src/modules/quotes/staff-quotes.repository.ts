import { and, asc, count, eq, min, type SQL } from 'drizzle-orm';
import { centsToEuros, type QuoteStatus } from '@relais/domain';
import type { StaffQuoteItem } from '@relais/contract';
import type { Db } from '../../db/client';
import { countOver, minOver, summed } from '../../db/paging';
import { clients, quotes } from '../../db/schema/index';

export type StaffQuoteFilters = { clientId?: string; status?: QuoteStatus };

const where = (f: StaffQuoteFilters): SQL | undefined =>
  and(
    f.clientId ? eq(quotes.clientId, f.clientId) : undefined,
    f.status ? eq(quotes.status, f.status) : undefined,
  );

/** The console's quotes (indexes: quotes (client_id), quotes (status, created_at)), on the pool. */
export const createStaffQuotesRepository = (db: Db) => ({
  /**
   * One page, by client name then oldest made first (then id: a stable order for paging), with how
   * many match and when the oldest of them was made, in one statement (db/paging.ts).
   */
  page: async (
    f: StaffQuoteFilters,
    p: { page: number; size: number },
  ): Promise<{ items: StaffQuoteItem[]; total: number; oldestAt: Date | null }> => {
    const found = await db
      .select({
        quote: quotes,
        clientName: clients.name,
        totalOver: countOver(),
        oldestAt: minOver(quotes.createdAt),
      })
      .from(quotes)
      .innerJoin(clients, eq(clients.id, quotes.clientId))
      .where(where(f))
      .orderBy(asc(clients.name), asc(quotes.createdAt), asc(quotes.id))
      .limit(p.size)
      .offset(p.page * p.size);
    const { rows, summary } = await summed(
      found,
      (r) => ({ total: r.totalOver, oldestAt: r.oldestAt }),
      async () => {
        const [row] = await db
          .select({ total: count(), oldestAt: min(quotes.createdAt) })
          .from(quotes)
          .where(where(f));
        return { total: row?.total ?? 0, oldestAt: row?.oldestAt ?? null };
      },
    );
    return {
      items: rows.map(({ quote: q, clientName }) => ({
        quoteId: q.id,
        client: { id: q.clientId, name: clientName },
        number: q.number,
        title: q.title,
        status: q.status,
        amount: centsToEuros(q.amountCents),
        createdAt: q.createdAt.toISOString(),
        validUntil: q.validUntil,
        answeredAt: q.answeredAt?.toISOString() ?? null,
      })),
      ...summary,
    };
  },
});

export type StaffQuotesRepository = ReturnType<typeof createStaffQuotesRepository>;

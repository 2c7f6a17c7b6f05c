import { asc, desc, eq } from 'drizzle-orm';
import { centsToEuros, type Quote } from '@relais/domain';
import type { Db } from '../../db/client';
import { quotes, type QuoteRow } from '../../db/schema/index';

const toQuote = (r: QuoteRow): Quote => ({
  id: r.id,
  clientId: r.clientId,
  number: r.number,
  title: r.title,
  status: r.status,
  amount: centsToEuros(r.amountCents),
  monthlyHours: r.monthlyMinutes === null ? null : r.monthlyMinutes / 60,
  createdAt: r.createdAt.toISOString(),
  validUntil: r.validUntil,
});

export const createQuotesRepository = (db: Db) => ({
  /** A client's quotes, newest first. */
  ofClient: async (clientId: string): Promise<Quote[]> => {
    const rows = await db
      .select()
      .from(quotes)
      .where(eq(quotes.clientId, clientId))
      .orderBy(desc(quotes.createdAt), asc(quotes.number));
    return rows.map(toQuote);
  },

  find: async (quoteId: string): Promise<Quote | null> => {
    const [row] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
    return row ? toQuote(row) : null;
  },
});

export type QuotesRepository = ReturnType<typeof createQuotesRepository>;

import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quotes, type QuoteRow } from '../../db/schema/index';

export const createQuotesRepository = (db: Db) => ({
  /** A client's quotes, newest first. */
  ofClient: async (clientId: string): Promise<QuoteRow[]> =>
    db
      .select()
      .from(quotes)
      .where(eq(quotes.clientId, clientId))
      .orderBy(desc(quotes.createdAt), asc(quotes.number)),

  find: async (quoteId: string): Promise<QuoteRow | null> => {
    const [row] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
    return row ?? null;
  },
});

export type QuotesRepository = ReturnType<typeof createQuotesRepository>;

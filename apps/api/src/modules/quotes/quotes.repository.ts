import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { centsToEuros, type Quote, type QuoteAnswerChannel, type QuoteStatus } from '@relais/domain';
import type { Db } from '../../db/client';
import { clients, quoteLines, quotes, type QuoteRow } from '../../db/schema/index';

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
  answeredAt: r.answeredAt ? r.answeredAt.toISOString() : null,
});

/** A stored line: quantity as a number with two decimals at most, unit price in cents. */
export type StoredQuoteLine = { label: string; quantity: number; unitPriceCents: number };

/** A quote with what its client's page shows beyond the list: the client's name, the lines, the channel. */
export type QuoteRecord = {
  quote: Quote;
  amountCents: number;
  clientName: string;
  answeredVia: QuoteAnswerChannel | null;
  lines: StoredQuoteLine[];
};

/** The statuses a client sees: a NEW quote is the provider's draft, not proposed yet. */
const SHOWN_TO_CLIENT: QuoteStatus[] = ['PROPOSED', 'ACCEPTED', 'REJECTED'];

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

  /** The quotes a client company sees (proposed and answered), newest first. */
  shownToClient: async (clientId: string): Promise<Quote[]> => {
    const rows = await db
      .select()
      .from(quotes)
      .where(and(eq(quotes.clientId, clientId), inArray(quotes.status, SHOWN_TO_CLIENT)))
      .orderBy(desc(quotes.createdAt), asc(quotes.number));
    return rows.map(toQuote);
  },

  find: async (quoteId: string): Promise<Quote | null> => {
    const [row] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
    return row ? toQuote(row) : null;
  },

  /** The quote with its client's name and its lines in order, or null. */
  record: async (quoteId: string): Promise<QuoteRecord | null> => {
    const [row] = await db
      .select({ quote: quotes, clientName: clients.name })
      .from(quotes)
      .innerJoin(clients, eq(clients.id, quotes.clientId))
      .where(eq(quotes.id, quoteId));
    if (!row) return null;
    const lines = await db
      .select()
      .from(quoteLines)
      .where(eq(quoteLines.quoteId, quoteId))
      .orderBy(asc(quoteLines.position));
    return {
      quote: toQuote(row.quote),
      amountCents: row.quote.amountCents,
      clientName: row.clientName,
      answeredVia: row.quote.answeredVia,
      lines: lines.map((l) => ({
        label: l.label,
        quantity: l.quantityHundredths / 100,
        unitPriceCents: l.unitPriceCents,
      })),
    };
  },

  /**
   * Records the client's answer on a quote still PROPOSED, in one conditional statement: of two
   * answers at once only one changes the row (false for the other).
   */
  answer: async (
    quoteId: string,
    answer: { status: 'ACCEPTED' | 'REJECTED'; at: Date; via: QuoteAnswerChannel; by: string | null },
  ): Promise<boolean> => {
    const rows = await db
      .update(quotes)
      .set({
        status: answer.status,
        answeredAt: answer.at,
        answeredVia: answer.via,
        answeredBy: answer.by,
        updatedAt: answer.at,
      })
      .where(and(eq(quotes.id, quoteId), eq(quotes.status, 'PROPOSED')))
      .returning({ id: quotes.id });
    return rows.length > 0;
  },
});

export type QuotesRepository = ReturnType<typeof createQuotesRepository>;

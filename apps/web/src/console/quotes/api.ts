import { routeTable } from '@relais/contract/routes';
import type { StaffQuotesQuery } from '@relais/contract';
import { call } from '../../lib/api-client';

/** What the quotes list shows: its filters and page (all kept in the URL). */
export type QuotesSearch = Omit<StaffQuotesQuery, 'size'>;

export const QUOTES_PAGE_SIZE = 25;

/** The quotes list's query keys (the console's own client: nothing of it is persisted). */
export const staffQuoteKeys = {
  all: ['staff', 'quotes'] as const,
  list: (search: QuotesSearch) => ['staff', 'quotes', 'list', search] as const,
};

export const listQuotes = (search: QuotesSearch, size = QUOTES_PAGE_SIZE) =>
  call(routeTable.listStaffQuotes, { query: { ...search, size } });

/** The signed link of a proposed quote (the existing staff call, audited): its full address. */
export const makeQuoteLink = async (quoteId: string): Promise<{ url: string; expiresAt: string }> => {
  const link = await call(routeTable.createQuoteLink, { params: { quoteId } });
  return { url: `${window.location.origin}${link.path}`, expiresAt: link.expiresAt };
};

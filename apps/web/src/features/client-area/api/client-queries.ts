import { routeTable } from '@relais/contract/routes';
import type { ClientPremiumRequest, Quote, QuoteDetail } from '@relais/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { call, callPublic } from '../../../lib/api-client';
import { useUserId } from '../../../offline';

/** Every query key of the client area, per signed-in user (the persisted cache is per user). */
export const clientKeys = {
  all: (userId: string) => ['clientArea', userId] as const,
  quotes: (userId: string) => ['clientArea', userId, 'quotes'] as const,
  quote: (userId: string, quoteId: string) => ['clientArea', userId, 'quote', quoteId] as const,
  premium: (userId: string) => ['clientArea', userId, 'premium'] as const,
};

/** GET /client/quotes */
export const useMyQuotes = () => {
  const userId = useUserId();
  return useQuery<Quote[]>({
    queryKey: clientKeys.quotes(userId ?? ''),
    queryFn: () => call(routeTable.listMyQuotes),
    enabled: Boolean(userId),
  });
};

/** GET /client/quotes/{id} (a signed-in client user) */
export const useMyQuote = (quoteId: string, enabled: boolean) => {
  const userId = useUserId();
  return useQuery<QuoteDetail>({
    queryKey: clientKeys.quote(userId ?? '', quoteId),
    queryFn: () => call(routeTable.getMyQuote, { params: { quoteId } }),
    enabled: enabled && Boolean(userId),
  });
};

/** GET /quote-links/{id}?token= (no session: never cached on the device) */
export const useLinkedQuote = (quoteId: string, token: string | null) =>
  useQuery<QuoteDetail>({
    queryKey: ['quoteLink', quoteId, token],
    queryFn: () =>
      callPublic(routeTable.getLinkedQuote, { params: { quoteId }, query: { token: token ?? '' } }),
    enabled: token !== null,
    retry: false,
    gcTime: 0,
  });

/** POST /quote-links/{id}/answer: online only (the holder of a link has no outbox, decisions). */
export const answerLinkedQuote = (quoteId: string, token: string, accepted: boolean): Promise<QuoteDetail> =>
  callPublic(routeTable.answerLinkedQuote, { params: { quoteId }, body: { token, accepted } });

/** GET /client/premium-requests */
export const usePremiumRequests = () => {
  const userId = useUserId();
  return useQuery<ClientPremiumRequest[]>({
    queryKey: clientKeys.premium(userId ?? ''),
    queryFn: () => call(routeTable.listPremiumRequests),
    enabled: Boolean(userId),
  });
};

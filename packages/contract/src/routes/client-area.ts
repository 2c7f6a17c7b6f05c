import { routeEntries } from './entry';

/**
 * Quotes answered by their client and the client user's calls (decisions "Quotes and client users"):
 * the signed quote link (public, its token), the signed-in client's quotes and premium requests,
 * and staff making a link.
 */
export const clientAreaRouteTable = /* @__PURE__ */ routeEntries({
  createQuoteLink: { method: 'POST', path: '/staff/quotes/:quoteId/link' },
  getLinkedQuote: { method: 'GET', path: '/quote-links/:quoteId' },
  answerLinkedQuote: { method: 'POST', path: '/quote-links/:quoteId/answer' },
  listMyQuotes: { method: 'GET', path: '/client/quotes' },
  getMyQuote: { method: 'GET', path: '/client/quotes/:quoteId' },
  answerMyQuote: { method: 'POST', path: '/client/quotes/:quoteId/answer' },
  listPremiumRequests: { method: 'GET', path: '/client/premium-requests' },
  answerPremiumRequest: { method: 'POST', path: '/client/premium-requests/:eventId/answer' },
});

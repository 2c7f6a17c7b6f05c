import type { FastifyInstance } from 'fastify';
import {
  answerLinkedQuote,
  answerMyQuote,
  answerPremiumRequest,
  createQuoteLink,
  getLinkedQuote,
  getMyQuote,
  listMyQuotes,
  listPremiumRequests,
} from '@relais/contract';
import { registerRoute } from '../../plugins/contract-routes';
import type { ClientQuotesService } from '../quotes/client-quotes.service';
import type { ClientAreaService } from './client-area.service';

/** The client user's calls, the signed quote link's, and staff making a link (decisions "Quotes and client users"). */
export const clientAreaRoutes =
  (s: { clientArea: ClientAreaService; clientQuotes: ClientQuotesService }) =>
  async (app: FastifyInstance): Promise<void> => {
    const { clientArea, clientQuotes } = s;

    registerRoute(app, createQuoteLink, async ({ params, auth, request }) =>
      clientQuotes.createLink(params.quoteId, { userId: auth.userId, ip: request.ip }),
    );
    registerRoute(app, getLinkedQuote, async ({ params, query, request }) =>
      clientQuotes.getLinked(params.quoteId, query.token, request.ip),
    );
    registerRoute(app, answerLinkedQuote, async ({ params, body, request }) =>
      clientQuotes.answerLinked(params.quoteId, body.token, body.accepted, request.ip),
    );
    registerRoute(app, listMyQuotes, async ({ auth }) =>
      clientQuotes.listForCompany(await clientArea.company(auth.userId)),
    );
    registerRoute(app, getMyQuote, async ({ params, auth }) =>
      clientQuotes.getForCompany(await clientArea.company(auth.userId), params.quoteId),
    );
    registerRoute(app, answerMyQuote, async ({ params, body, auth, request }) =>
      clientQuotes.answerForCompany(await clientArea.company(auth.userId), params.quoteId, body.accepted, {
        userId: auth.userId,
        ip: request.ip,
      }),
    );
    registerRoute(app, listPremiumRequests, async ({ auth }) => clientArea.premiumRequests(auth.userId));
    registerRoute(app, answerPremiumRequest, async ({ params, body, auth, request }) =>
      clientArea.answerPremium(auth.userId, params.eventId, body.approved, request.ip),
    );
  };

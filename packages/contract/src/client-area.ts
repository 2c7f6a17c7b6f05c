import { z } from 'zod';
import {
  clientPremiumRequestSchema,
  premiumAnswerBodySchema,
  premiumSchema,
  quoteAnswerBodySchema,
  quoteDetailSchema,
  quoteLinkSchema,
  quoteSchema,
} from '@relais/domain';
import { defineRoute, signedInErrors } from './route';
import { routeTable } from './routes';

const quoteIdParam = z.object({ quoteId: z.string().min(1) });
const eventIdParam = z.object({ eventId: z.string().min(1) });
/** The signed link's token (the `token` of `/quote/{id}?token=`). */
const linkToken = z.string().min(1).max(2_000);
const answerErrors = [
  'quote_already_answered',
  'quote_not_proposed',
  'quote_expired',
  'validation_failed',
] as const;

/** Staff: a signed link to a quote for its client (30 days at most, never past its validity); audited. */
export const createQuoteLink = defineRoute({
  ...routeTable.createQuoteLink,
  summary:
    "Staff: a signed link (/quote/{id}?token=) for the quote's client to read and answer it without an account; audited",
  auth: 'staff',
  permission: 'operations',
  ownerExempt: 'staff only; every link made is written to the audit log',
  params: quoteIdParam,
  response: quoteLinkSchema,
  errors: [...signedInErrors, 'not_found', 'quote_already_answered', 'quote_not_proposed', 'quote_expired'],
});

/** The quote page by its signed link (no session; throttled per address). */
export const getLinkedQuote = defineRoute({
  ...routeTable.getLinkedQuote,
  summary: 'A quote read with its signed link (no session; throttled)',
  auth: 'public',
  ownerExempt: 'a public signed link: the token names the quote, checked by the service',
  params: quoteIdParam,
  query: z.object({ token: linkToken }),
  response: quoteDetailSchema,
  errors: ['quote_link_invalid', 'too_many_requests', 'validation_failed'],
});

/** Accept or refuse a quote with its signed link, once (no session; throttled per address). */
export const answerLinkedQuote = defineRoute({
  ...routeTable.answerLinkedQuote,
  summary: 'Accept or refuse a quote with its signed link, once (no session; throttled; audited)',
  auth: 'public',
  ownerExempt: 'a public signed link: the token names the quote, checked by the service',
  params: quoteIdParam,
  body: quoteAnswerBodySchema.extend({ token: linkToken }),
  response: quoteDetailSchema,
  errors: ['quote_link_invalid', 'too_many_requests', ...answerErrors],
});

/** The signed-in client user's quotes (its company's, proposed or answered), newest first. */
export const listMyQuotes = defineRoute({
  ...routeTable.listMyQuotes,
  summary: "The client user's company's quotes (proposed and answered), newest first",
  auth: 'client',
  response: z.array(quoteSchema),
  errors: signedInErrors,
});

export const getMyQuote = defineRoute({
  ...routeTable.getMyQuote,
  summary: "One quote of the client user's company, with its lines and totals",
  auth: 'client',
  ownerExempt: "the id is a quote id; the service checks it is of the caller's company (403)",
  params: quoteIdParam,
  response: quoteDetailSchema,
  errors: [...signedInErrors, 'not_found'],
});

export const answerMyQuote = defineRoute({
  ...routeTable.answerMyQuote,
  summary: "Accept or refuse a quote of the client user's company, once; audited",
  auth: 'client',
  ownerExempt: "the id is a quote id; the service checks it is of the caller's company (403)",
  params: quoteIdParam,
  body: quoteAnswerBodySchema,
  response: quoteDetailSchema,
  errors: [...signedInErrors, 'not_found', ...answerErrors],
});

/** Premium services asked on the company's interventions, waiting for its answer. */
export const listPremiumRequests = defineRoute({
  ...routeTable.listPremiumRequests,
  summary: "Premium requests waiting for the client's answer, on its company's interventions",
  auth: 'client',
  response: z.array(clientPremiumRequestSchema),
  errors: signedInErrors,
});

export const answerPremiumRequest = defineRoute({
  ...routeTable.answerPremiumRequest,
  summary: "Approve or refuse a waiting premium request of the client user's company, once; audited",
  auth: 'client',
  ownerExempt: "the id is an intervention id; the service checks it is of the caller's company (403)",
  params: eventIdParam,
  body: premiumAnswerBodySchema,
  response: premiumSchema,
  errors: [...signedInErrors, 'not_found', 'premium_already_answered', 'validation_failed'],
});

export const clientAreaRoutes = [
  createQuoteLink,
  getLinkedQuote,
  answerLinkedQuote,
  listMyQuotes,
  getMyQuote,
  answerMyQuote,
  listPremiumRequests,
  answerPremiumRequest,
] as const;

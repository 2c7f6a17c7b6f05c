import {
  businessDate,
  canAnswerQuote,
  centsToEuros,
  QUOTE_LINK_TTL_DAYS,
  quoteAnswerError,
  quoteLineAmountCents,
  quoteTotalsCents,
  type Clock,
  type Quote,
  type QuoteAnswerChannel,
  type QuoteDetail,
  type QuoteLink,
  zonedDateTime,
} from '@relais/domain';
import { accessDenied, AppError, notFound, ruleFailure, tooManyRequests } from '../../plugins/app-error';
import type { RateLimits } from '../../plugins/rate-limits';
import type { Audit } from '../../plugins/types';
import { signQuoteLink, verifyQuoteLink } from './quote-link';
import type { QuoteRecord, QuotesRepository } from './quotes.repository';

/** Reads and answers with a signed link, per address: 30 a quarter of an hour (decisions). */
export const QUOTE_LINK_LIMIT = 30;
export const QUOTE_LINK_WINDOW_MS = 15 * 60_000;

const DAY_MS = 86_400_000;

const linkInvalid = (): AppError => new AppError(403, 'quote_link_invalid', 'This quote link is not valid');
/** The page's view of a quote: lines with their amounts, totals by the domain rule, the answer. */
const toDetail = (r: QuoteRecord, today: string): QuoteDetail => {
  const totals = r.lines.length
    ? quoteTotalsCents(r.lines)
    : // a quote written before lines existed: its stored amount is its only line
      quoteTotalsCents([{ quantity: 1, unitPriceCents: r.amountCents }]);
  return {
    ...r.quote,
    amount: centsToEuros(totals.taxFreeCents),
    clientName: r.clientName,
    lines: r.lines.map((l) => ({
      label: l.label,
      quantity: l.quantity,
      unitPrice: centsToEuros(l.unitPriceCents),
      amount: centsToEuros(quoteLineAmountCents(l)),
    })),
    totals: {
      taxFree: centsToEuros(totals.taxFreeCents),
      vat: centsToEuros(totals.vatCents),
      withTax: centsToEuros(totals.withTaxCents),
    },
    answeredVia: r.answeredVia,
    answerable: canAnswerQuote(r.quote, today),
  };
};

/**
 * Quotes as their client reads and answers them: a client user of the quote's company, or the
 * holder of a signed link (decisions "Quotes and client users"). Answered once, while PROPOSED and
 * within validity; every answer and every link made is audited.
 */
export const createClientQuotesService = (deps: {
  repo: QuotesRepository;
  clock: Clock;
  audit: Audit;
  rateLimits: RateLimits;
  jwtSecret: string;
}) => {
  const { repo, clock } = deps;
  const today = () => businessDate(clock.now());

  const recordOf = async (quoteId: string): Promise<QuoteRecord> => {
    const r = await repo.record(quoteId);
    if (!r) throw notFound('Quote');
    return r;
  };

  /** The company's quote: unknown 404, another company's 403 (and never shown as NEW). */
  const companyRecord = async (clientId: string, quoteId: string): Promise<QuoteRecord> => {
    const r = await recordOf(quoteId);
    if (r.quote.clientId !== clientId) throw accessDenied();
    if (r.quote.status === 'NEW') throw notFound('Quote');
    return r;
  };

  const answer = async (
    r: QuoteRecord,
    accepted: boolean,
    who: { via: QuoteAnswerChannel; userId: string | null; ip: string },
  ): Promise<QuoteDetail> => {
    const refused = quoteAnswerError(r.quote, today());
    if (refused)
      throw ruleFailure([{ errorCode: refused, field: 'accepted' }], 'The quote cannot be answered');
    const status = accepted ? 'ACCEPTED' : 'REJECTED';
    const at = clock.now();
    // the conditional update says who was first when two answers cross
    if (!(await repo.answer(r.quote.id, { status, at, via: who.via, by: who.userId }))) {
      throw ruleFailure([{ errorCode: 'quote_already_answered', field: 'accepted' }]);
    }
    await deps.audit({
      action: 'quote_answered',
      actorId: who.userId,
      subjectId: r.quote.id,
      ip: who.ip,
      detail: { status, via: who.via, clientId: r.quote.clientId },
    });
    return toDetail(await recordOf(r.quote.id), today());
  };

  /** The link's quote after the throttle (every read and answer counts) and the token check. */
  const linkedRecord = async (quoteId: string, token: string, ip: string): Promise<QuoteRecord> => {
    const rate = await deps.rateLimits.claimInWindow(
      `quote-link:${ip}`,
      QUOTE_LINK_LIMIT,
      QUOTE_LINK_WINDOW_MS,
    );
    if (!rate.claimed) throw tooManyRequests(rate.retryAfterSeconds);
    if (!(await verifyQuoteLink(token, quoteId, deps.jwtSecret, clock))) throw linkInvalid();
    const r = await repo.record(quoteId);
    // a link outlives nothing: a quote gone, or taken back to NEW, is an invalid link
    if (!r || r.quote.status === 'NEW') throw linkInvalid();
    return r;
  };

  return {
    /** GET /client/quotes */
    listForCompany: (clientId: string): Promise<Quote[]> => repo.shownToClient(clientId),

    /** GET /client/quotes/{id} */
    getForCompany: async (clientId: string, quoteId: string): Promise<QuoteDetail> =>
      toDetail(await companyRecord(clientId, quoteId), today()),

    /** POST /client/quotes/{id}/answer */
    answerForCompany: async (
      clientId: string,
      quoteId: string,
      accepted: boolean,
      actor: { userId: string; ip: string },
    ): Promise<QuoteDetail> =>
      answer(await companyRecord(clientId, quoteId), accepted, {
        via: 'CLIENT_USER',
        userId: actor.userId,
        ip: actor.ip,
      }),

    /** GET /quote-links/{id}?token= */
    getLinked: async (quoteId: string, token: string, ip: string): Promise<QuoteDetail> =>
      toDetail(await linkedRecord(quoteId, token, ip), today()),

    /** POST /quote-links/{id}/answer */
    answerLinked: async (
      quoteId: string,
      token: string,
      accepted: boolean,
      ip: string,
    ): Promise<QuoteDetail> =>
      answer(await linkedRecord(quoteId, token, ip), accepted, { via: 'LINK', userId: null, ip }),

    /**
     * POST /staff/quotes/{id}/link: a link for a quote its client may answer now, valid 30 days and
     * never past the quote's last valid day (the end of that day, business time); audited.
     */
    createLink: async (quoteId: string, actor: { userId: string; ip: string }): Promise<QuoteLink> => {
      const r = await recordOf(quoteId);
      const refused = quoteAnswerError(r.quote, today());
      if (refused)
        throw ruleFailure([{ errorCode: refused, field: 'quoteId' }], 'The quote cannot be answered');
      const now = clock.now().getTime();
      const lastDayEnd = r.quote.validUntil
        ? zonedDateTime(r.quote.validUntil, '23:59').getTime() + 59_000
        : Number.POSITIVE_INFINITY;
      const ttlSeconds = Math.max(
        1,
        Math.floor((Math.min(now + QUOTE_LINK_TTL_DAYS * DAY_MS, lastDayEnd) - now) / 1000),
      );
      const { token } = await signQuoteLink(quoteId, ttlSeconds, deps.jwtSecret, clock);
      await deps.audit({
        action: 'quote_link_created',
        actorId: actor.userId,
        subjectId: quoteId,
        ip: actor.ip,
        detail: { clientId: r.quote.clientId, ttlSeconds },
      });
      return {
        path: `/quote/${encodeURIComponent(quoteId)}?token=${encodeURIComponent(token)}`,
        token,
        expiresAt: new Date(now + ttlSeconds * 1000).toISOString(),
      };
    },
  };
};

export type ClientQuotesService = ReturnType<typeof createClientQuotesService>;

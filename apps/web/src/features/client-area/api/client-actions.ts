import { routeTable } from '@relais/contract/routes';
import type { ClientPremiumRequest, Quote, QuoteDetail } from '@relais/domain/rules';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { defineAction } from '../../../offline';
import { clientKeys } from './client-queries';

export const ANSWER_QUOTE = 'clientArea.answerQuote';
export const ANSWER_PREMIUM = 'clientArea.answerPremium';

export type AnswerQuoteBody = { userId: string; quoteId: string; number: string; accepted: boolean };
export type AnswerPremiumBody = { userId: string; eventId: string; label: string; approved: boolean };

const refresh = (qc: QueryClient, userId: string): void => {
  void qc.invalidateQueries({ queryKey: clientKeys.all(userId) });
};

/** The quote as answered, in the list and on its page, before the server says so. */
const answered = <Q extends Quote>(q: Q, accepted: boolean): Q => ({
  ...q,
  status: accepted ? 'ACCEPTED' : 'REJECTED',
  answeredAt: q.answeredAt ?? new Date().toISOString(),
});

/** POST /client/quotes/{id}/answer: the client user accepts or refuses a quote, once. */
export const answerQuoteAction = defineAction<AnswerQuoteBody, typeof ANSWER_QUOTE>({
  type: ANSWER_QUOTE,
  send: (body, { idempotencyKey }) =>
    call(routeTable.answerMyQuote, {
      params: { quoteId: body.quoteId },
      body: { accepted: body.accepted },
      idempotencyKey,
    }),
  apply: (qc, body) => {
    qc.setQueryData<Quote[]>(clientKeys.quotes(body.userId), (list) =>
      list?.map((q) => (q.id === body.quoteId ? answered(q, body.accepted) : q)),
    );
    qc.setQueryData<QuoteDetail>(clientKeys.quote(body.userId, body.quoteId), (q) =>
      q ? { ...answered(q, body.accepted), answerable: false, answeredVia: 'CLIENT_USER' } : q,
    );
  },
  revert: (qc, body) => refresh(qc, body.userId),
  settled: (qc, body, result) => {
    if (result) qc.setQueryData(clientKeys.quote(body.userId, body.quoteId), result);
    refresh(qc, body.userId);
  },
  describe: (body) => ({ key: 'clientArea.describeQuote', values: { number: body.number } }),
  subjects: (body) => [body.quoteId],
});

/** POST /client/premium-requests/{eventId}/answer: the client approves or refuses premium services, once. */
export const answerPremiumAction = defineAction<AnswerPremiumBody, typeof ANSWER_PREMIUM>({
  type: ANSWER_PREMIUM,
  send: (body, { idempotencyKey }) =>
    call(routeTable.answerPremiumRequest, {
      params: { eventId: body.eventId },
      body: { approved: body.approved },
      idempotencyKey,
    }),
  apply: (qc, body) =>
    qc.setQueryData<ClientPremiumRequest[]>(clientKeys.premium(body.userId), (list) =>
      list?.filter((r) => r.eventId !== body.eventId),
    ),
  revert: (qc, body) => refresh(qc, body.userId),
  settled: (qc, body) => refresh(qc, body.userId),
  describe: (body) => ({ key: 'clientArea.describePremium', values: { label: body.label } }),
  subjects: (body) => [body.eventId],
});

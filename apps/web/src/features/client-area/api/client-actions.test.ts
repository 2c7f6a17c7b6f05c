import type { ClientPremiumRequest, Quote, QuoteDetail } from '@relais/domain/rules';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordingApi } from '../../../lib/test-kit/recording-api';

const api = vi.hoisted((): RecordingApi => ({ calls: [], failUpload: false, answer: { ok: true } }));
vi.mock('../../../lib/api-client', async () =>
  (await import('../../../lib/test-kit/recording-api')).recordingApiClient(api),
);

const { answerPremiumAction, answerQuoteAction } = await import('./client-actions');
const { clientKeys } = await import('./client-queries');

const KEY = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const quote = (id: string, over: Partial<Quote> = {}): Quote => ({
  id,
  clientId: 'c1',
  number: `DV-${id}`,
  title: 'Inventaire',
  status: 'PROPOSED',
  amount: 450,
  monthlyHours: null,
  createdAt: '2026-03-01T09:00:00Z',
  validUntil: '2026-04-11',
  answeredAt: null,
  ...over,
});
const detail = (id: string): QuoteDetail => ({
  ...quote(id),
  clientName: 'Boulangerie Lemoine',
  lines: [],
  totals: { taxFree: 450, vat: 90, withTax: 540 },
  answeredVia: null,
  answerable: true,
});
const request = (eventId: string): ClientPremiumRequest => ({
  eventId,
  assistantName: 'Camille Durand',
  label: 'Inventaire',
  remote: false,
  startDate: '2026-03-10T08:00:00Z',
  duration: 60,
  premiumHourlyRate: 32,
  amount: 64,
});

describe('the client area actions', () => {
  beforeEach(() => {
    api.calls = [];
  });

  it('answers a quote with its key, and shows it answered at once in the list and on its page', async () => {
    const body = { userId: 'u1', quoteId: 'q1', number: 'DV-q1', accepted: true };
    await answerQuoteAction.run.send({ id: 'a1', type: answerQuoteAction.type, version: 1, body } as never, {
      idempotencyKey: KEY,
      files: [],
    });
    expect(api.calls).toEqual([
      {
        what: 'POST /client/quotes/:quoteId/answer',
        key: KEY,
        params: { quoteId: 'q1' },
        body: { accepted: true },
      },
    ]);
    const qc = new QueryClient();
    qc.setQueryData(clientKeys.quotes('u1'), [quote('q1'), quote('q2')]);
    qc.setQueryData(clientKeys.quote('u1', 'q1'), detail('q1'));
    answerQuoteAction.apply?.(qc, body, 'a1');
    expect(qc.getQueryData<Quote[]>(clientKeys.quotes('u1'))?.map((q) => q.status)).toEqual([
      'ACCEPTED',
      'PROPOSED',
    ]);
    expect(qc.getQueryData<QuoteDetail>(clientKeys.quote('u1', 'q1'))).toMatchObject({
      status: 'ACCEPTED',
      answerable: false,
      answeredVia: 'CLIENT_USER',
    });
    expect(answerQuoteAction.describe(body)).toEqual({
      key: 'clientArea.describeQuote',
      values: { number: 'DV-q1' },
    });
  });

  it('a refused quote answer reads the client area again (the server decides)', () => {
    const qc = new QueryClient();
    qc.setQueryData(clientKeys.quotes('u1'), [quote('q1')]);
    answerQuoteAction.revert?.(qc, { userId: 'u1', quoteId: 'q1', number: 'DV-q1', accepted: false }, 'a1');
    expect(qc.getQueryState(clientKeys.quotes('u1'))?.isInvalidated).toBe(true);
  });

  it('answers a premium request and takes it out of the waiting list at once', async () => {
    const body = { userId: 'u1', eventId: 'e1', label: 'Inventaire', approved: false };
    await answerPremiumAction.run.send(
      { id: 'a2', type: answerPremiumAction.type, version: 1, body } as never,
      { idempotencyKey: KEY, files: [] },
    );
    expect(api.calls).toEqual([
      {
        what: 'POST /client/premium-requests/:eventId/answer',
        key: KEY,
        params: { eventId: 'e1' },
        body: { approved: false },
      },
    ]);
    const qc = new QueryClient();
    qc.setQueryData(clientKeys.premium('u1'), [request('e1'), request('e2')]);
    answerPremiumAction.apply?.(qc, body, 'a2');
    expect(qc.getQueryData<ClientPremiumRequest[]>(clientKeys.premium('u1'))?.map((r) => r.eventId)).toEqual([
      'e2',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { events } from '../../db/schema/index';
import { errJson, objJson } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';
import { eventsKit } from './events-test-kit';

// An intervention's `estimateId` names a quote of its own client, or nothing.
const t = useSignedInDemo();
const k = eventsKit(t);

const PAST = '2026-03-10T14:00:00+01:00';
/** A visit is planned ahead (a past start is refused); a remote work is declared with its report. */
const AHEAD = '2026-03-12T14:00:00+01:00';
const remoteBody = () => ({ clientId: k.plainClient(), startDate: PAST, duration: 60 });

/** The three calls that take an `estimateId`, for the plain client. */
const creations = async () => ({
  visit: (estimateId: string) =>
    k.call('POST', `/visits?estimateId=${encodeURIComponent(estimateId)}`, k.visitBody(AHEAD)),
  remoteWork: (estimateId: string) =>
    k.call('POST', `/remoteworks?estimateId=${encodeURIComponent(estimateId)}`, remoteBody()),
  remoteWorkWithReport: async (estimateId: string) =>
    k.call('POST', `/remoteworks/report?estimateId=${encodeURIComponent(estimateId)}`, {
      remoteWorkRequest: remoteBody(),
      reportRequest: await k.reportBody(k.plainClient(), 60),
    }),
});

const eventCount = async () => (await t.ctx.testDb.db.select({ id: events.id }).from(events)).length;

describe('estimateId on visits and remote works', () => {
  it('refuses any id that is not a quote of the intervention’s client, field named, nothing stored', async () => {
    const people = t.ctx.testDb.people;
    const refused = {
      'an unknown id': 'Q-42',
      'an empty id': '',
      'a quote of another of the caller’s clients': await k.quoteOf(k.premiumClient()),
      'a quote of another assistant’s client': await k.quoteOf(people.otherClientId),
    };
    const before = await eventCount();
    for (const [name, create] of Object.entries(await creations())) {
      for (const [why, estimateId] of Object.entries(refused)) {
        const res = await create(estimateId);
        expect(res.statusCode, `${name}, ${why}: ${res.body}`).toBe(400);
        expect(errJson(res).errorCode).toBe('estimate_not_of_client');
        expect(errJson(res).errors).toEqual([{ errorCode: 'estimate_not_of_client', field: 'estimateId' }]);
      }
    }
    expect(await eventCount()).toBe(before);
  });

  it('accepts a quote of the intervention’s client, and no quote at all', async () => {
    const quoteId = await k.quoteOf(k.plainClient());
    const { visit, remoteWork, remoteWorkWithReport } = await creations();
    const created = objJson(await visit(quoteId))['created'] as Record<string, unknown>[];
    expect(created[0]?.['estimateId']).toBe(quoteId);
    expect(objJson(await remoteWork(quoteId))['estimateId']).toBe(quoteId);
    const withReport = objJson(await remoteWorkWithReport(quoteId)) as { event: Record<string, unknown> };
    expect(withReport.event['estimateId']).toBe(quoteId);
    const plain = await k.call('POST', '/remoteworks', remoteBody());
    expect(plain.statusCode, plain.body).toBe(200);
    expect(objJson(plain)['estimateId']).toBeNull();
  });
});

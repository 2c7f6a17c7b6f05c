import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { events } from '../../db/schema/index';
import { errJson, listJson, objJson } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';
import { eventsKit } from './events-test-kit';

// TEST_NOW is Wednesday 2026-03-11 10:00 in Paris (UTC+1 until 29 March, UTC+2 after).
const t = useSignedInDemo();
const k = eventsKit(t);

type Res = Awaited<ReturnType<typeof k.call>>;
const expectRule = (res: Res, code: string, field: string) => {
  expect(res.statusCode, res.body).toBe(400);
  expect(errJson(res).errorCode).toBe(code);
  expect(errJson(res).errors[0]).toEqual({ errorCode: code, field });
};
const list = async (query: string) => {
  const res = await k.call('GET', `/events${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return listJson(res);
};
const demoEventCount = async () =>
  (await t.ctx.testDb.db.select().from(events).where(eq(events.assistantId, t.s.userId))).length;

describe('GET /assistants/:id/events', () => {
  it('lists the month sorted by start, client joined, SCHEDULED read as DONE once ended', async () => {
    const month = await list('?start=2026-03-01&end=2026-03-31');
    expect(month.length).toBeGreaterThanOrEqual(8);
    const starts = month.map((e) => String(e['startDate']));
    expect([...starts].sort()).toEqual(starts);
    for (const e of month) {
      expect(Date.parse(String(e['startDate']))).toBeGreaterThanOrEqual(
        Date.parse('2026-03-01T00:00:00+01:00'),
      );
      expect(Date.parse(String(e['startDate']))).toBeLessThan(Date.parse('2026-04-01T00:00:00+02:00'));
      expect(e['clientName']).toEqual(expect.any(String));
      expect(e['clientColor']).toMatch(/^#/);
    }
    // the seeded report-needed visit of yesterday afternoon
    const needed = month.find((e) => e['label'] === 'Mise à jour des dossiers clients');
    expect(needed).toMatchObject({ status: 'DONE', reportStatus: null, remote: false });
    // nothing ended after now reads SCHEDULED; nothing still to come reads DONE
    for (const e of month) {
      const end = Date.parse(String(e['startDate'])) + Number(e['duration']) * 60_000;
      if (e['status'] === 'SCHEDULED') expect(end).toBeGreaterThan(t.ctx.clock.now().getTime());
    }
    const desc = await list('?start=2026-03-01&end=2026-03-31&sort=desc');
    expect(desc.map((e) => e['id'])).toEqual([...month].reverse().map((e) => e['id']));
  });

  it('takes start and end as inclusive dates of the business zone', async () => {
    const late = await k.createVisit('2026-03-31T22:30:00+02:00');
    const early = await k.createVisit('2026-04-01T06:00:00+02:00');
    const first = await k.createVisit('2026-03-01T06:00:00+01:00');
    const ids = (xs: Record<string, unknown>[]) => xs.map((e) => e['id']);
    expect(ids(await list('?start=2026-03-31&end=2026-03-31'))).toContain(late);
    expect(ids(await list('?start=2026-03-31&end=2026-03-31'))).not.toContain(early);
    expect(ids(await list('?start=2026-03-01&end=2026-03-30'))).not.toContain(late);
    expect(ids(await list('?start=2026-03-01&end=2026-03-01'))).toEqual([first]);
    expect(ids(await list('?start=2026-04-01&end=2026-04-01'))).toContain(early);
  });

  it('shows the report answer and the premium state; leaves deleted events out', async () => {
    const all = await list('?start=2026-02-01&end=2026-04-30');
    const rejected = all.find((e) => e['reportStatus'] === 'REJECTED');
    expect(rejected).toMatchObject({ status: 'DONE', rejectionReason: expect.any(String) as string });
    expect(all.some((e) => e['premium'] === 'APPROVED')).toBe(true);
    expect(all.some((e) => e['premium'] === 'WAITING')).toBe(true);
    const id = await k.createVisit('2026-04-20T09:00:00+02:00');
    expect((await k.call('DELETE', `/visits/${id}`, {})).statusCode).toBe(200);
    expect((await list('?start=2026-04-20&end=2026-04-20')).map((e) => e['id'])).not.toContain(id);
  });

  it('refuses an end before the start', async () => {
    expectRule(await k.call('GET', '/events?start=2026-03-10&end=2026-03-09'), 'validation_failed', 'end');
  });
});

describe('GET /assistants/:id/visits/:visitId', () => {
  it('answers the visit; 404 when unknown or deleted', async () => {
    const id = await k.createVisit('2026-04-20T09:00:00+02:00', { comment: 'Badge' });
    const res = await k.call('GET', `/visits/${id}`);
    expect(res.statusCode).toBe(200);
    expect(objJson(res)).toMatchObject({
      id,
      comment: 'Badge',
      duration: 60,
      status: 'SCHEDULED',
      premium: 'NONE',
    });
    expect((await k.call('GET', `/visits/${randomUUID()}`)).statusCode).toBe(404);
    await k.call('DELETE', `/visits/${id}`, {});
    expect((await k.call('GET', `/visits/${id}`)).statusCode).toBe(404);
  });
});

describe('POST /assistants/:id/visits', () => {
  it('refuses a start at 05:59 and accepts 06:00', async () => {
    expectRule(
      await k.call('POST', '/visits', k.visitBody('2026-03-20T05:59:00+01:00')),
      'start_before_6am',
      'startDate',
    );
    const ok = await k.call('POST', '/visits', k.visitBody('2026-03-20T06:00:00+01:00'));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(objJson(ok)['refused']).toEqual([]);
  });

  it('accepts an end at 23:59 and refuses midnight', async () => {
    const ok = await k.call('POST', '/visits', k.visitBody('2026-03-20T22:59:00+01:00', { duration: 60 }));
    expect(ok.statusCode, ok.body).toBe(200);
    expectRule(
      await k.call('POST', '/visits', k.visitBody('2026-03-20T22:59:00+01:00', { duration: 61 })),
      'end_after_midnight',
      'duration',
    );
  });

  it('refuses a visit starting in the past (planned ahead), takes one from now, with its quote', async () => {
    // TEST_NOW is 2026-03-11 10:00 in Paris
    const before = await demoEventCount();
    for (const startDate of ['2026-02-10T09:00:00+01:00', '2026-03-11T09:59:00+01:00']) {
      expectRule(
        await k.call('POST', '/visits', k.visitBody(startDate)),
        'intervention_start_in_past',
        'startDate',
      );
    }
    const remote = k.visitBody('2026-03-10T09:00:00+01:00', { remote: true });
    expectRule(await k.call('POST', '/visits', remote), 'intervention_start_in_past', 'startDate');
    expect(await demoEventCount()).toBe(before);
    const quoteId = await k.quoteOf(k.plainClient());
    const res = await k.call(
      'POST',
      `/visits?estimateId=${quoteId}`,
      k.visitBody('2026-03-11T10:00:00+01:00'),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [created] = objJson(res)['created'] as Record<string, unknown>[];
    expect(created).toMatchObject({ status: 'SCHEDULED', estimateId: quoteId, clientName: 'Cabinet Girard' });
    expect((await k.eventRow(String(created?.['id'])))?.estimateId).toBe(quoteId);
  });

  it('lists the past dates of a series as refused and creates the others', async () => {
    const res = await k.call(
      'POST',
      '/visits',
      k.visitBody('2026-03-04T11:00:00+01:00', { recurrence: { kind: 'WEEKLY', until: '2026-03-18' } }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(objJson(res)['refused']).toEqual([
      { date: '2026-03-04', errorCode: 'intervention_start_in_past' },
    ]);
    expect((objJson(res)['created'] as unknown[]).length).toBe(2);
  });

  it('never moves a start into the past; a started visit keeps its start through an edit', async () => {
    const id = await k.createVisit('2026-03-12T09:00:00+01:00');
    const moved = await k.call('PUT', `/visits/${id}`, k.visitBody('2026-03-11T08:00:00+01:00'));
    expectRule(moved, 'intervention_start_in_past', 'startDate');
    expect((await k.eventRow(id))?.startAt.toISOString()).toBe('2026-03-12T08:00:00.000Z');
    const started = await k.createVisit('2026-03-11T09:00:00+01:00');
    const relabelled = await k.call(
      'PUT',
      `/visits/${started}`,
      k.visitBody('2026-03-11T09:00:00+01:00', { label: 'Archives' }),
    );
    expect(relabelled.statusCode, relabelled.body).toBe(200);
  });

  it('creates every date of a recurrence at the same wall-clock time', async () => {
    const res = await k.call(
      'POST',
      '/visits',
      k.visitBody('2026-03-16T09:00:00+01:00', { recurrence: { kind: 'WEEKLY', until: '2026-04-06' } }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const created = objJson(res)['created'] as { startDate: string }[];
    expect(created.map((e) => e.startDate)).toEqual([
      '2026-03-16T08:00:00.000Z',
      '2026-03-23T08:00:00.000Z',
      '2026-03-30T07:00:00.000Z', // summer time: still 09:00 in Paris
      '2026-04-06T07:00:00.000Z',
    ]);
    expect(objJson(res)['refused']).toEqual([]);
  });

  it('creates nothing when no date of the series keeps the rules', async () => {
    const before = await demoEventCount();
    const res = await k.call(
      'POST',
      '/visits',
      k.visitBody('2026-03-16T05:30:00+01:00', { recurrence: { kind: 'WORKING_DAYS', until: '2026-03-20' } }),
    );
    expectRule(res, 'start_before_6am', 'startDate');
    expect(await demoEventCount()).toBe(before);
  });

  it('answers 403 for a client not linked to the caller, 404 for an unknown one, and creates nothing', async () => {
    const before = await demoEventCount();
    const denied = await k.call(
      'POST',
      '/visits',
      k.visitBody('2026-03-20T09:00:00+01:00', { clientId: t.ctx.testDb.people.otherClientId }),
    );
    expect(denied.statusCode).toBe(403);
    const unknown = await k.call(
      'POST',
      '/visits',
      k.visitBody('2026-03-20T09:00:00+01:00', { clientId: randomUUID() }),
    );
    expect(unknown.statusCode).toBe(404);
    expect(await demoEventCount()).toBe(before);
  });

  it('creates one visit when replayed with the same Idempotency-Key', async () => {
    const before = await demoEventCount();
    const key = randomUUID();
    const body = k.visitBody('2026-03-20T09:00:00+01:00');
    const first = await k.call('POST', '/visits', body, { key });
    const replay = await k.call('POST', '/visits', body, { key });
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await demoEventCount()).toBe(before + 1);
  });
});

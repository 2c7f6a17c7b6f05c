import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { auditLog, events, history as historyTable, reports } from '../../db/schema/index';
import { bearer, errJson, FINANCE, objJson, signIn, STAFF, type Session } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';
import { PNG, upload } from '../files/files.fixtures';
import { eventsKit } from './events-test-kit';

// TEST_NOW is Wednesday 2026-03-11 10:00 in Paris.
const t = useSignedInDemo();
const k = eventsKit(t);
const db = () => t.ctx.testDb.db;
const people = () => t.ctx.testDb.people;

const get = async (url: string, session?: Session) =>
  t.ctx.app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: bearer((session ?? (await signIn(t.ctx.app, STAFF))).token),
  });

type Made = { assistantId?: string; clientId?: string; start: string; submitted: string };

/** Hand-made waiting reports (rows written directly): nothing else waits (the seed's are decided). */
const handMade = async (list: Made[]): Promise<string[]> => {
  await db().update(reports).set({ status: 'VALIDATED' }).where(eq(reports.status, 'PENDING'));
  const made = await k.reportBody(k.plainClient(), 60);
  const content = {
    ...made,
    reportTaskRequestList: made.reportTaskRequestList.map((x) => ({ ...x, taskId: x.taskId ?? '' })),
    reportPremiumTaskRequestList: [],
    expenseLineRequestList: [],
  };
  const ids: string[] = [];
  for (const m of list) {
    const id = randomUUID();
    const at = new Date(m.submitted);
    await db()
      .insert(events)
      .values({
        id,
        assistantId: m.assistantId ?? people().demoId,
        clientId: m.clientId ?? k.plainClient(),
        label: `Classement ${ids.length}`,
        startAt: new Date(m.start),
        durationMinutes: 60,
        status: 'TERMINATED',
        createdAt: at,
        updatedAt: at,
      });
    await db().insert(reports).values({
      id: randomUUID(),
      eventId: id,
      submittedAt: at,
      status: 'PENDING',
      content,
      realDuration: 60,
    });
    ids.push(id);
  }
  return ids;
};

const ids = (res: { json: () => unknown }) =>
  (res.json() as { items: { eventId: string }[] }).items.map((i) => i.eventId);

describe('GET /staff/reports: the waiting reports, oldest submitted first', () => {
  it('filters by client, assistant, month and age; pages with the total and the oldest', async () => {
    const other = people().otherId;
    const premium = k.premiumClient();
    const made = await handMade([
      { start: '2026-03-02T09:00:00+01:00', submitted: '2026-03-02T12:00:00Z' }, // 0: 8 days 21 h
      { start: '2026-02-20T09:00:00+01:00', submitted: '2026-02-21T12:00:00Z' }, // 1: oldest
      { start: '2026-03-05T09:00:00+01:00', submitted: '2026-03-10T12:00:00Z', clientId: premium }, // 2
      { start: '2026-02-27T09:00:00+01:00', submitted: '2026-03-01T12:00:00Z', assistantId: other }, // 3
      { start: '2026-03-01T00:30:00+01:00', submitted: '2026-03-09T12:00:00Z', assistantId: other }, // 4
    ]);
    const [m0, m1, m2, m3, m4] = made;
    const all = await get('/staff/reports');
    expect(all.statusCode, all.body).toBe(200);
    expect(objJson(all)).toMatchObject({ total: 5, page: 0, size: 25, oldestAt: '2026-02-21T12:00:00.000Z' });
    expect(ids(all)).toEqual([m1, m3, m0, m4, m2]);
    const rate = (await k.call('GET', `/clients/${k.plainClient()}/rates`)).json<
      { kind: string; hourlyRate: number }[]
    >();
    const hourly = rate.find((r) => r.kind === 'STANDARD')?.hourlyRate;
    const first = (objJson(all)['items'] as Record<string, { name: string }>[])[0];
    expect(first?.['assistant']?.name).toMatch(/\S/);
    expect(first?.['client']?.name).toMatch(/\S/);
    expect(objJson(all)['items']).toContainEqual(
      expect.objectContaining({
        eventId: m1,
        assistant: { id: people().demoId, name: first?.['assistant']?.name },
        client: { id: k.plainClient(), name: first?.['client']?.name },
        remote: false,
        submittedAt: '2026-02-21T12:00:00.000Z',
        total: hourly,
        premium: 'NONE',
      }),
    );

    const second = await get('/staff/reports?page=1&size=2');
    expect(ids(second)).toEqual([m0, m4]);
    expect(objJson(second)).toMatchObject({ total: 5, page: 1, size: 2 });
    // past the last page: no row carries the summary, it is read alone
    expect(objJson(await get('/staff/reports?page=3&size=2'))).toMatchObject({
      items: [],
      total: 5,
      oldestAt: objJson(all)['oldestAt'],
    });
    expect(ids(await get(`/staff/reports?clientId=${premium}`))).toEqual([m2]);
    expect(ids(await get(`/staff/reports?assistantId=${other}`))).toEqual([m3, m4]);
    // the month of the intervention in Paris: 1 March 00:30 is March, 27 February is February
    expect(ids(await get('/staff/reports?month=2026-02'))).toEqual([m1, m3]);
    expect(ids(await get('/staff/reports?month=2026-03'))).toEqual([m0, m4, m2]);
    const aged = await get('/staff/reports?minAgeDays=8'); // now 11 March 09:00 UTC
    expect(ids(aged)).toEqual([m1, m3, m0]);
    expect(objJson(await get(`/staff/reports?assistantId=${other}&month=2026-01`))).toMatchObject({
      items: [],
      total: 0,
      oldestAt: null,
    });
    expect((await get('/staff/reports?size=101')).statusCode).toBe(400);
    expect((await get('/staff/reports?month=2026-13')).statusCode).toBe(400);

    const choices = objJson(await get('/staff/reports/choices'));
    expect((choices['assistants'] as { id: string }[]).map((a) => a.id).sort()).toEqual(
      [people().demoId, other].sort(),
    );
    expect((choices['clients'] as { id: string }[]).map((c) => c.id).sort()).toEqual(
      [k.plainClient(), premium].sort(),
    );
    // a decided report leaves the queue
    await k.staffCall(`/staff/events/${m1}/report/review`, { decision: 'VALIDATE' });
    expect(objJson(await get('/staff/reports'))).toMatchObject({
      total: 4,
      oldestAt: '2026-03-01T12:00:00.000Z',
    });
  });

  it('leaves out the reports of deleted interventions, filtered or not, in the page and the total', async () => {
    const other = people().otherId;
    const [kept, gone, goneOther] = await handMade([
      { start: '2026-03-02T09:00:00+01:00', submitted: '2026-03-02T12:00:00Z' },
      { start: '2026-03-03T09:00:00+01:00', submitted: '2026-03-03T12:00:00Z' },
      { start: '2026-03-04T09:00:00+01:00', submitted: '2026-03-04T12:00:00Z', assistantId: other },
    ]);
    await db()
      .update(events)
      .set({ deletedAt: new Date('2026-03-05T08:00:00Z') })
      .where(inArray(events.id, [gone ?? '', goneOther ?? '']));
    const all = await get('/staff/reports');
    expect(ids(all)).toEqual([kept]);
    expect(objJson(all)).toMatchObject({ total: 1 });
    expect(objJson(await get(`/staff/reports?assistantId=${other}`))).toMatchObject({ items: [], total: 0 });
    expect(ids(await get('/staff/reports?month=2026-03'))).toEqual([kept]);
    const choices = objJson(await get('/staff/reports/choices'));
    expect((choices['assistants'] as { id: string }[]).map((a) => a.id)).toEqual([people().demoId]);
  });

  it('is refused to the finance-only member and to an assistant (403), every queue call', async () => {
    const [id] = await handMade([{ start: '2026-03-02T09:00:00+01:00', submitted: '2026-03-02T12:00:00Z' }]);
    const finance = await signIn(t.ctx.app, FINANCE);
    for (const session of [finance, t.s]) {
      for (const url of ['/staff/reports', '/staff/reports/choices', `/staff/reports/${id}`]) {
        const res = await get(url, session);
        expect(res.statusCode, url).toBe(403);
      }
      const bulk = await k.staffCall('/staff/reports/validate', { eventIds: [id] }, session);
      expect(bulk.statusCode).toBe(403);
      expect(errJson(bulk).errorCode).toBe('access_denied');
    }
    expect((await k.reportRow(id ?? ''))?.status).toBe('PENDING');
  });
});

describe('GET /staff/reports/:eventId and a proof in place', () => {
  it('answers the report in full with its amounts and proofs; the proof bytes audited; premium pending said', async () => {
    const proof = await upload(t.ctx.app, t.s.token, { name: 'ticket.png', bytes: PNG, type: 'image/png' });
    const fileId = String(objJson(proof).id);
    const id = await k.createVisit('2026-03-10T09:00:00+01:00', {
      duration: 120,
      clientId: k.premiumClient(),
    });
    await db().update(events).set({ premiumState: 'WAITING' }).where(eq(events.id, id));
    const body = await k.reportBody(k.premiumClient(), 120, {
      privateComment: 'Client absent au début',
      expenseLineRequestList: [
        { index: 0, kind: 'EXPENSE', label: 'Parking', amount: 7.5, expenseFileName: fileId },
        { index: 1, kind: 'KM', quantity: 12 },
      ],
    });
    const put = await k.call('PUT', `/visits/${id}/report`, body);
    expect(put.statusCode, put.body).toBe(200);

    const staff = await signIn(t.ctx.app, STAFF);
    const res = await get(`/staff/reports/${id}`, staff);
    expect(res.statusCode, res.body).toBe(200);
    const detail = objJson(res);
    expect(detail).toMatchObject({
      eventId: id,
      client: { id: k.premiumClient() },
      assistant: { id: people().demoId },
      status: 'TERMINATED',
      report: {
        status: 'PENDING',
        publicComment: 'Tout est classé.',
        privateComment: 'Client absent au début',
        files: [expect.objectContaining({ id: fileId, name: 'ticket.png' })],
      },
      premium: { enabled: true, state: 'WAITING', pending: true },
      price: {
        minutes: 120,
        km: 12,
        expenses: [{ label: 'Parking', amount: 7.5, fileId }],
        expensesAmount: 7.5,
      },
    });
    const tasks = detail['tasks'] as { label: string; duration: number }[];
    expect(tasks.map((x) => x.duration)).toEqual([60, 60]);
    for (const x of tasks) expect(x.label).not.toMatch(/^[0-9a-f-]{36}$/);
    const price = detail['price'] as Record<string, number>;
    expect(price['total']).toBeCloseTo(
      (price['hoursAmount'] ?? 0) + (price['kmAmount'] ?? 0) + (price['expensesAmount'] ?? 0),
      2,
    );

    const bytes = await get(`/staff/event-files/${fileId}/content`, staff);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/png');
    expect(bytes.rawPayload.length).toBeGreaterThan(0);
    const reads = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff_access'), eq(auditLog.actorId, staff.userId)));
    expect(reads.map((r) => r.subjectId)).toEqual([people().demoId, people().demoId]);
    // a file on no intervention is not served here; finance may not read proofs
    const loose = await upload(t.ctx.app, t.s.token, { name: 'other.png', bytes: PNG, type: 'image/png' });
    expect((await get(`/staff/event-files/${String(objJson(loose).id)}/content`, staff)).statusCode).toBe(
      404,
    );
    const finance = await signIn(t.ctx.app, FINANCE);
    expect((await get(`/staff/event-files/${fileId}/content`, finance)).statusCode).toBe(403);
    expect((await get(`/staff/reports/${randomUUID()}`, staff)).statusCode).toBe(404);
  });
});

describe('POST /staff/reports/validate and two decisions on one report', () => {
  it('validates 20 through the one review: 20 closed, 20 audit and history lines; moved ones skipped and said', async () => {
    const made = await handMade(
      Array.from({ length: 21 }, (_, i) => ({
        start: '2026-03-02T09:00:00+01:00',
        submitted: `2026-03-0${3 + (i % 5)}T12:00:00Z`,
      })),
    );
    const twenty = made.slice(0, 20);
    const decided = made[20] ?? '';
    await k.staffCall(`/staff/events/${decided}/report/review`, {
      decision: 'REJECT',
      reason: 'Ticket illisible',
    });
    const unknown = randomUUID();
    const staff = await signIn(t.ctx.app, STAFF);
    const res = await k.staffCall(
      '/staff/reports/validate',
      { eventIds: [...twenty, decided, unknown] },
      staff,
    );
    expect(res.statusCode, res.body).toBe(200);
    const answer = objJson(res);
    expect([...(answer['validated'] as string[])].sort()).toEqual([...twenty].sort());
    expect(answer['skipped']).toEqual([
      { eventId: decided, reason: 'report_already_decided', reportStatus: 'REJECTED' },
      { eventId: unknown, reason: 'not_found', reportStatus: null },
    ]);
    const rows = await db().select().from(events).where(inArray(events.id, twenty));
    expect(rows.map((r) => r.status)).toEqual(Array(20).fill('CLOSED'));
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'report_validated'), eq(auditLog.actorId, staff.userId)));
    expect(audits).toHaveLength(20);
    const history = await db()
      .select()
      .from(historyTable)
      .where(and(inArray(historyTable.objectId, twenty), eq(historyTable.eventType, 'VALIDATED')));
    expect(history).toHaveLength(20);
    expect((await k.staffCall('/staff/reports/validate', { eventIds: [] }, staff)).statusCode).toBe(400);
    const over = Array.from({ length: 101 }, () => randomUUID());
    expect((await k.staffCall('/staff/reports/validate', { eventIds: over }, staff)).statusCode).toBe(400);
  });

  it('two concurrent decisions: one succeeds, the other is 409 report_already_decided with the state', async () => {
    const [id = ''] = await handMade([
      { start: '2026-03-02T09:00:00+01:00', submitted: '2026-03-02T12:00:00Z' },
    ]);
    const [a, b] = [await signIn(t.ctx.app, STAFF), await signIn(t.ctx.app, STAFF)];
    const answers = await Promise.all([
      k.staffCall(`/staff/events/${id}/report/review`, { decision: 'VALIDATE' }, a),
      k.staffCall(`/staff/events/${id}/report/review`, { decision: 'REJECT', reason: 'Trop court' }, b),
    ]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const won = answers.find((r) => r.statusCode === 200);
    const lost = answers.find((r) => r.statusCode === 409);
    const status = String(objJson(won ?? answers[0])['status']);
    expect(errJson(lost ?? answers[1])).toMatchObject({ errorCode: 'report_already_decided' });
    expect(objJson(lost ?? answers[1])['current']).toMatchObject({ reportStatus: status });
    expect((await k.reportRow(id))?.status).toBe(status);
    const lines = await db().select().from(historyTable).where(eq(historyTable.objectId, id));
    expect(lines).toHaveLength(1);
  });
});

describe('GET /staff/reports/premium: requests no client answered', () => {
  it('lists them oldest first; answered on the client’s behalf, one leaves the list', async () => {
    const a = await k.createVisit('2026-03-20T09:00:00+01:00', { clientId: k.premiumClient() });
    const b = await k.createVisit('2026-03-21T09:00:00+01:00', { clientId: k.premiumClient() });
    await db()
      .update(events)
      .set({ premiumState: 'WAITING', updatedAt: new Date('2026-03-05T10:00:00Z') })
      .where(eq(events.id, b));
    await db()
      .update(events)
      .set({ premiumState: 'WAITING', updatedAt: new Date('2026-03-06T10:00:00Z') })
      .where(eq(events.id, a));
    const staff = await signIn(t.ctx.app, STAFF);
    const before = objJson(await get('/staff/reports/premium?size=100', staff));
    const listed = (before['items'] as { eventId: string }[]).map((i) => i.eventId);
    expect(listed.indexOf(b)).toBeLessThan(listed.indexOf(a));
    const itemA = (before['items'] as { eventId: string; client: { id: string } }[]).find(
      (i) => i.eventId === a,
    );
    expect(itemA?.client.id).toBe(k.premiumClient());
    const answer = await k.staffCall(`/staff/events/${a}/premium`, { approved: true }, staff);
    expect(answer.statusCode, answer.body).toBe(200);
    const after = objJson(await get('/staff/reports/premium?size=100', staff));
    expect(after['total']).toBe(Number(before['total']) - 1);
    expect((after['items'] as { eventId: string }[]).map((i) => i.eventId)).not.toContain(a);
    const finance = await signIn(t.ctx.app, FINANCE);
    expect((await get('/staff/reports/premium', finance)).statusCode).toBe(403);
  });
});

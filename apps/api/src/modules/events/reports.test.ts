import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, events, files } from '../../db/schema/index';
import { errJson, objJson, signIn } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';
import { eventsKit } from './events-test-kit';

// TEST_NOW is Wednesday 2026-03-11 10:00 in Paris.
const t = useSignedInDemo();
const k = eventsKit(t);

type Res = Awaited<ReturnType<typeof k.call>>;
const expectRule = (res: Res, code: string, field: string) => {
  expect(res.statusCode, res.body).toBe(400);
  expect(errJson(res).errorCode).toBe(code);
  expect(errJson(res).errors).toContainEqual({ errorCode: code, field });
};
const PAST = '2026-03-10T09:00:00+01:00';

/** A past visit of the plain client (3 h), its report body of `minutes`. */
const pastVisit = async (minutes: number, extra: Record<string, unknown> = {}) => {
  const id = await k.createVisit(PAST, { duration: 180 });
  return { id, body: await k.reportBody(k.plainClient(), minutes, extra) };
};
const putReport = (id: string, body: unknown) => k.call('PUT', `/visits/${id}/report`, body);

describe('PUT /assistants/:id/visits/:visitId/report', () => {
  it('refuses a report before the start, accepts it from the start on', async () => {
    const id = await k.createVisit('2026-03-12T09:00:00+01:00', { duration: 180 });
    const body = await k.reportBody(k.plainClient(), 180);
    expectRule(await putReport(id, body), 'report_too_early', 'realStartingDate');
    t.ctx.clock.set('2026-03-12T08:00:00.000Z');
    t.s = await signIn(t.ctx.app);
    expect((await putReport(id, body)).statusCode).toBe(200);
  });

  it('needs a public comment under 3 h (2h59), not at 3 h', async () => {
    const { id, body } = await pastVisit(179, { publicComment: null });
    expectRule(await putReport(id, body), 'report_short_needs_comment', 'publicComment');
    expect((await putReport(id, { ...body, publicComment: 'Client absent une heure.' })).statusCode).toBe(
      200,
    );
    const other = await pastVisit(180, { publicComment: null });
    expect((await putReport(other.id, other.body)).statusCode).toBe(200);
  });

  it('accepts 12h00 and refuses 12h01', async () => {
    const a = await pastVisit(721);
    expectRule(await putReport(a.id, a.body), 'report_over_12_hours', 'tasks');
    const ok = await putReport(a.id, await k.reportBody(k.plainClient(), 720));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(objJson(ok)['realDuration']).toBe(720);
  });

  it('refuses unknown tasks, standard tasks in the premium list and a rate that is not a standard one', async () => {
    const { id, body } = await pastVisit(180);
    expectRule(
      await putReport(id, { ...body, reportTaskRequestList: [{ taskId: randomUUID(), duration: 180 }] }),
      'validation_failed',
      'tasks',
    );
    const [standardTask] = await k.taskIds(false);
    const res = await putReport(id, {
      ...body,
      reportPremiumTaskRequestList: [{ taskId: standardTask, duration: 30 }],
    });
    expect(errJson(res).errors).toContainEqual({ errorCode: 'validation_failed', field: 'premiumTasks' });
    expectRule(
      await putReport(id, { ...body, assistantStandardRateId: randomUUID() }),
      'positive-value-only',
      'assistantStandardRateId',
    );
  });

  it('submits: report PENDING, intervention TERMINATED and locked, audited, readable; no second submission', async () => {
    const { id, body } = await pastVisit(180);
    expect((await k.call('GET', `/visits/${id}/report`)).statusCode).toBe(404);
    const res = await putReport(id, { ...body, realDuration: 5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(objJson(res)).toMatchObject({
      eventId: id,
      status: 'PENDING',
      realDuration: 180,
      rejectionReason: null,
      validatedAt: null,
      submittedAt: '2026-03-11T09:00:00.000Z',
      files: [],
    });
    const read = await k.call('GET', `/visits/${id}/report`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(res.json());
    expect(objJson(await k.call('GET', `/visits/${id}`))).toMatchObject({
      status: 'TERMINATED',
      reportStatus: 'PENDING',
    });
    expectRule(await putReport(id, body), 'report_already_submitted', 'status');
    expectRule(await k.call('PUT', `/visits/${id}`, k.visitBody(PAST)), 'intervention_locked', 'status');
    const lines = await t.ctx.testDb.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'report_submitted'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ actorId: t.s.userId, subjectId: t.s.userId });
  });

  it('accepts one of two submissions sent together', async () => {
    const { id, body } = await pastVisit(180);
    const [a, b] = await Promise.all([putReport(id, body), putReport(id, body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    expect(errJson(a.statusCode === 400 ? a : b).errorCode).toBe('report_already_submitted');
  });

  it('may be submitted again after a rejection', async () => {
    const { id, body } = await pastVisit(180);
    await putReport(id, body);
    const rejected = await k.staffCall(`/staff/events/${id}/report/review`, {
      decision: 'REJECT',
      reason: 'Détaillez.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(objJson(await k.call('GET', `/visits/${id}`))).toMatchObject({
      status: 'DONE',
      reportStatus: 'REJECTED',
      rejectionReason: 'Détaillez.',
    });
    expect(objJson(await k.call('GET', `/visits/${id}/report`))).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'Détaillez.',
    });
    const again = await putReport(id, { ...body, publicComment: 'Classement des factures 2025.' });
    expect(again.statusCode, again.body).toBe(200);
    expect(objJson(again)).toMatchObject({
      status: 'PENDING',
      rejectionReason: null,
      publicComment: 'Classement des factures 2025.',
    });
  });
});

describe('expense proofs', () => {
  const expense = (expenseFileName?: string) => ({
    expenseLineRequestList: [
      {
        index: 0,
        kind: 'EXPENSE',
        label: 'Parking',
        amount: 12.5,
        ...(expenseFileName ? { expenseFileName } : {}),
      },
    ],
  });

  it('refuses an expense without a file, or with a file of another user, another usage or deleted', async () => {
    const { id, body } = await pastVisit(180);
    expectRule(await putReport(id, { ...body, ...expense() }), 'missing_expense_file', 'expenses.0');
    const others = await k.insertFile(randomUUID(), t.ctx.testDb.people.otherId);
    expectRule(await putReport(id, { ...body, ...expense(others) }), 'missing_expense_file', 'expenses.0');
    const cv = await k.insertFile(randomUUID(), t.s.userId, { usage: 'CV' });
    expectRule(await putReport(id, { ...body, ...expense(cv) }), 'missing_expense_file', 'expenses.0');
    const gone = await k.insertFile(randomUUID(), t.s.userId, { deletedAt: new Date() });
    expectRule(await putReport(id, { ...body, ...expense(gone) }), 'missing_expense_file', 'expenses.0');
    expectRule(
      await putReport(id, { ...body, ...expense(randomUUID()) }),
      'missing_expense_file',
      'expenses.0',
    );
  });

  it("attaches the caller's proof to the intervention and lists it with the report", async () => {
    const { id, body } = await pastVisit(180);
    const proof = await k.insertFile(randomUUID(), t.s.userId, { name: 'parking.pdf' });
    const res = await putReport(id, { ...body, ...expense(proof) });
    expect(res.statusCode, res.body).toBe(200);
    expect(objJson(res)['files']).toEqual([
      expect.objectContaining({ id: proof, name: 'parking.pdf', eventId: id, usage: 'EXPENSE' }),
    ]);
    const [row] = await t.ctx.testDb.db.select().from(files).where(eq(files.id, proof));
    expect(row?.eventId).toBe(id);
    // the same proof cannot serve another intervention
    const next = await pastVisit(180);
    expectRule(
      await putReport(next.id, { ...next.body, ...expense(proof) }),
      'missing_expense_file',
      'expenses.0',
    );
  });
});

describe('premium tasks', () => {
  const premiumVisit = async () => {
    const id = await k.createVisit(PAST, { duration: 180, clientId: k.premiumClient() });
    const [premiumTask] = await k.taskIds(true);
    const body = {
      ...(await k.reportBody(k.premiumClient(), 120)),
      reportPremiumTaskRequestList: [{ taskId: premiumTask, duration: 60 }],
    };
    return { id, body };
  };

  it('are refused until the client approves: never asked, waiting, refused; accepted once approved', async () => {
    const { id, body } = await premiumVisit();
    expectRule(await putReport(id, body), 'premium_not_eligible', 'premiumTasks');
    expect((await k.call('POST', `/events/${id}/premium`)).statusCode).toBe(200);
    expectRule(await putReport(id, body), 'premium_waiting_client_answer', 'premiumTasks');
    expect((await k.staffCall(`/staff/events/${id}/premium`, { approved: false })).statusCode).toBe(200);
    expectRule(await putReport(id, body), 'premium_rejected', 'premiumTasks');
    expect((await k.staffCall(`/staff/events/${id}/premium`, { approved: true })).statusCode).toBe(200);
    const ok = await putReport(id, body);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(objJson(ok)['realDuration']).toBe(180);
  });

  it('are refused for a client without premium services', async () => {
    const { id, body } = await pastVisit(120);
    const [premiumTask] = await k.taskIds(true);
    expectRule(
      await putReport(id, { ...body, reportPremiumTaskRequestList: [{ taskId: premiumTask, duration: 60 }] }),
      'premium_not_eligible',
      'premiumTasks',
    );
  });
});

describe('remote work reports', () => {
  const remote = { clientId: '', startDate: '2026-03-10T14:00:00+01:00', duration: 60 };
  const remoteBody = () => ({ ...remote, clientId: k.plainClient() });

  it('needs 15 minutes at least (14 refused), no comment needed', async () => {
    const created = objJson(await k.call('POST', '/remoteworks', remoteBody()));
    const id = String(created['id']);
    const short = await k.reportBody(k.plainClient(), 14, { publicComment: null });
    expectRule(
      await k.call('PUT', `/remoteworks/${id}/report`, short),
      'remote_report_under_15_min',
      'tasks',
    );
    const ok = await k.call(
      'PUT',
      `/remoteworks/${id}/report`,
      await k.reportBody(k.plainClient(), 15, { publicComment: null }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await k.call('GET', `/remoteworks/${id}/report`)).statusCode).toBe(200);
  });

  it('creates the work and its report in one call, or nothing when the report breaks a rule', async () => {
    const count = async () =>
      (
        await t.ctx.testDb.db
          .select()
          .from(events)
          .where(and(eq(events.assistantId, t.s.userId), eq(events.remote, true)))
      ).length;
    const before = await count();
    const bad = await k.call('POST', '/remoteworks/report', {
      remoteWorkRequest: remoteBody(),
      reportRequest: await k.reportBody(k.plainClient(), 14),
    });
    expectRule(bad, 'remote_report_under_15_min', 'tasks');
    expect(await count()).toBe(before);
    const tooEarly = await k.call('POST', '/remoteworks/report', {
      remoteWorkRequest: { ...remoteBody(), startDate: '2026-03-12T14:00:00+01:00' },
      reportRequest: await k.reportBody(k.plainClient(), 60),
    });
    expectRule(tooEarly, 'report_too_early', 'realStartingDate');
    expect(await count()).toBe(before);
    const quoteId = await k.quoteOf(k.plainClient());
    const ok = await k.call('POST', `/remoteworks/report?estimateId=${quoteId}`, {
      remoteWorkRequest: remoteBody(),
      reportRequest: await k.reportBody(k.plainClient(), 60),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const answer = objJson(ok) as { event: Record<string, unknown>; report: Record<string, unknown> };
    expect(answer.event).toMatchObject({
      remote: true,
      status: 'TERMINATED',
      reportStatus: 'PENDING',
      estimateId: quoteId,
    });
    expect(answer.report).toMatchObject({ eventId: answer.event['id'], realDuration: 60, status: 'PENDING' });
    expect(await count()).toBe(before + 1);
  });
});

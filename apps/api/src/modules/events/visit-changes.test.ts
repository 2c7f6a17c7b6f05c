import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index';
import { errJson, objJson } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';
import { eventsKit } from './events-test-kit';

// Edits and deletions of visits and remote works.
// TEST_NOW is Wednesday 2026-03-11 10:00 in Paris (UTC+1 until 29 March, UTC+2 after).
const t = useSignedInDemo();
const k = eventsKit(t);

type Res = Awaited<ReturnType<typeof k.call>>;
const expectRule = (res: Res, code: string, field: string) => {
  expect(res.statusCode, res.body).toBe(400);
  expect(errJson(res).errorCode).toBe(code);
  expect(errJson(res).errors[0]).toEqual({ errorCode: code, field });
};

describe('PUT /assistants/:id/visits/:visitId', () => {
  it('changes the visit within the month, never out of the current month', async () => {
    const id = await k.createVisit('2026-03-20T09:00:00+01:00');
    const moved = await k.call(
      'PUT',
      `/visits/${id}`,
      k.visitBody('2026-03-25T14:00:00+01:00', { label: 'Agenda', duration: 90 }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(objJson(moved)).toMatchObject({
      id,
      label: 'Agenda',
      duration: 90,
      startDate: '2026-03-25T13:00:00.000Z',
    });
    expectRule(
      await k.call('PUT', `/visits/${id}`, k.visitBody('2026-04-02T09:00:00+02:00')),
      'intervention_month_change',
      'startDate',
    );
    expectRule(
      await k.call('PUT', `/visits/${id}`, k.visitBody('2026-03-25T05:59:00+01:00')),
      'start_before_6am',
      'startDate',
    );
    // an intervention of another month may move between months
    const april = await k.createVisit('2026-04-20T09:00:00+02:00');
    expect(
      (await k.call('PUT', `/visits/${april}`, k.visitBody('2026-05-04T09:00:00+02:00'))).statusCode,
    ).toBe(200);
  });

  it('refuses to change an intervention whose report is submitted', async () => {
    for (const status of ['TERMINATED', 'CLOSED'] as const) {
      const row = await k.seededEvent(status);
      const body = k.visitBody(row.startAt.toISOString(), { clientId: row.clientId });
      expectRule(await k.call('PUT', `/visits/${row.id}`, body), 'intervention_locked', 'status');
    }
  });

  it('answers 404 for an unknown visit', async () => {
    expect(
      (await k.call('PUT', `/visits/${randomUUID()}`, k.visitBody('2026-03-25T09:00:00+01:00'))).statusCode,
    ).toBe(404);
  });
});

describe('DELETE /assistants/:id/visits/:visitId', () => {
  it('refuses at exactly 48 h and accepts 48 h + 1 min', async () => {
    const at48 = await k.createVisit('2026-03-13T10:00:00+01:00');
    const after = await k.createVisit('2026-03-13T10:01:00+01:00');
    expectRule(
      await k.call('DELETE', `/visits/${at48}`, { reason: 'Annulé' }),
      'intervention_delete_under_48h',
      'startDate',
    );
    expect((await k.call('DELETE', `/visits/${after}`, { reason: 'Annulé' })).statusCode).toBe(200);
  });

  it('needs a reason in the current month, not the next one; keeps the row and writes an audit line', async () => {
    const march = await k.createVisit('2026-03-25T09:00:00+01:00');
    const april = await k.createVisit('2026-04-02T09:00:00+02:00');
    expectRule(
      await k.call('DELETE', `/visits/${march}`, {}),
      'deletion_in_month_must_be_explained',
      'reason',
    );
    expectRule(
      await k.call('DELETE', `/visits/${march}`, { reason: '  ' }),
      'deletion_in_month_must_be_explained',
      'reason',
    );
    expect((await k.call('DELETE', `/visits/${april}`, {})).statusCode).toBe(200);
    expect((await k.call('DELETE', `/visits/${march}`, { reason: 'Client absent' })).statusCode).toBe(200);
    expect(await k.eventRow(march)).toMatchObject({
      deletionReason: 'Client absent',
      deletedAt: t.ctx.clock.now(),
    });
    const lines = await t.ctx.testDb.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'intervention_deleted'), eq(auditLog.subjectId, t.s.userId)));
    expect(lines).toHaveLength(2);
    expect(lines.map((l) => (l.detail as { reason: string | null }).reason).sort()).toEqual([
      'Client absent',
      null,
    ]);
    expect((await k.call('DELETE', `/visits/${march}`, { reason: 'encore' })).statusCode).toBe(404);
  });

  it('refuses to delete an intervention whose report is submitted', async () => {
    const row = await k.seededEvent('TERMINATED');
    expectRule(await k.call('DELETE', `/visits/${row.id}`, { reason: 'x' }), 'intervention_locked', 'status');
  });
});

describe('remote works', () => {
  const remote = (startDate: string, extra: Record<string, unknown> = {}) => ({
    clientId: k.plainClient(),
    startDate,
    duration: 120,
    ...extra,
  });

  it('creates one with the time rules and edits it keeping its label', async () => {
    expectRule(
      await k.call('POST', '/remoteworks', remote('2026-03-20T05:59:00+01:00')),
      'start_before_6am',
      'startDate',
    );
    const quoteId = await k.quoteOf(k.plainClient());
    const res = await k.call(
      'POST',
      `/remoteworks?estimateId=${quoteId}`,
      remote('2026-03-20T14:00:00+01:00', { label: 'Saisie' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const created = objJson(res);
    expect(created).toMatchObject({
      remote: true,
      label: 'Saisie',
      estimateId: quoteId,
      status: 'SCHEDULED',
    });
    const id = String(created['id']);
    const edited = await k.call(
      'PUT',
      `/remoteworks/${id}`,
      remote('2026-03-21T08:00:00+01:00', { duration: 60 }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(objJson(edited)).toMatchObject({ label: 'Saisie', duration: 60, remote: true });
    expectRule(
      await k.call('PUT', `/remoteworks/${id}`, remote('2026-04-21T08:00:00+02:00')),
      'intervention_month_change',
      'startDate',
    );
    expectRule(
      await k.call('PUT', `/remoteworks/${id}`, remote('2026-03-21T23:00:00+01:00', { duration: 60 })),
      'end_after_midnight',
      'duration',
    );
  });
});

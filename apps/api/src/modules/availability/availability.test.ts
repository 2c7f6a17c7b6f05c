import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, leaves } from '../../db/schema/index';
import { bearer, errJson, listJson, objJson, OTHER, signIn, STAFF, type Session } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';

// TEST_NOW is Wednesday 2026-03-11 10:00 in Paris. The demo's seeded absence is 2026-04-18..22,
// the other assistant's 2026-04-04..06; the demo grid was last updated 40 days before TEST_NOW.
const DAY = 86_400_000;

const t = useSignedInDemo();

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, path: string, payload?: unknown, key?: string, session: Session = t.s) =>
  t.ctx.app.inject({
    method,
    url: `/api/assistants/${session.userId}${path}`,
    headers: { ...bearer(session.token), ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** Moves the clock (past the access token's life too) and signs in again. */
const travel = async (to: string | number) => {
  if (typeof to === 'number') t.ctx.clock.advance(to);
  else t.ctx.clock.set(to);
  t.s = await signIn(t.ctx.app);
};

const grid = async (session: Session = t.s) =>
  objJson(await call('GET', '/availability', undefined, undefined, session));
const cellsOf = (g: Record<string, unknown>) =>
  g['cells'] as { numDay: number; part: string; value: boolean }[];

const seededLeaveId = async (assistantId: string): Promise<string> => {
  const [row] = await t.ctx.testDb.db
    .select({ id: leaves.id })
    .from(leaves)
    .where(eq(leaves.assistantId, assistantId));
  if (!row) throw new Error('no seeded leave');
  return row.id;
};

describe('GET /assistants/:id/availability', () => {
  it('answers the 14 cells in grid order and the planning-update warning', async () => {
    const g = await grid();
    const cells = cellsOf(g);
    expect(cells).toHaveLength(14);
    expect(cells[0]).toEqual({ numDay: 1, part: 'MORNING', value: true });
    expect(cells[5]).toEqual({ numDay: 3, part: 'AFTERNOON', value: false });
    expect(cells[13]).toEqual({ numDay: 7, part: 'AFTERNOON', value: false });
    expect(g['lastUpdatedAt']).toBe(
      new Date(Date.parse('2026-03-11T09:00:00.000Z') - 40 * DAY).toISOString(),
    );
    expect(g['warningUpdatePlanningDismissed']).toBeNull();
    expect(g['planningUpdateDue']).toBe(true);
  });

  it('answers an all-unavailable grid, due, for an assistant who never set one', async () => {
    const other = await signIn(t.ctx.app, OTHER);
    const g = await grid(other);
    expect(cellsOf(g).every((c) => !c.value)).toBe(true);
    expect(g['lastUpdatedAt']).toBeNull();
    expect(g['planningUpdateDue']).toBe(true);
  });
});

describe('PUT /assistants/:id/availability/:numDay/:part', () => {
  it('sets one cell, answers it, and resets the planning-update warning', async () => {
    const res = await call('PUT', '/availability/3/AFTERNOON', { value: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ numDay: 3, part: 'AFTERNOON', value: true });
    const g = await grid();
    expect(cellsOf(g)[5]?.value).toBe(true);
    expect(g['lastUpdatedAt']).toBe('2026-03-11T09:00:00.000Z');
    expect(g['planningUpdateDue']).toBe(false);
    // same value again: same answer (idempotent by nature)
    expect((await call('PUT', '/availability/3/AFTERNOON', { value: true })).json()).toEqual({
      numDay: 3,
      part: 'AFTERNOON',
      value: true,
    });
  });

  it('creates the cell of an assistant without a grid', async () => {
    const other = await signIn(t.ctx.app, OTHER);
    const res = await call('PUT', '/availability/7/MORNING', { value: true }, undefined, other);
    expect(res.statusCode).toBe(200);
    expect(cellsOf(await grid(other))[12]).toEqual({ numDay: 7, part: 'MORNING', value: true });
  });

  it('warns again more than 30 days after the last update, not at 30', async () => {
    await call('PUT', '/availability/1/MORNING', { value: false });
    await travel(30 * DAY);
    expect((await grid())['planningUpdateDue']).toBe(false);
    await travel(DAY);
    expect((await grid())['planningUpdateDue']).toBe(true);
  });

  it.each([
    ['/availability/0/MORNING', { value: true }, 'numDay'],
    ['/availability/8/MORNING', { value: true }, 'numDay'],
    ['/availability/x/MORNING', { value: true }, 'numDay'],
    ['/availability/1/EVENING', { value: true }, 'part'],
    ['/availability/1/MORNING', { value: 'yes' }, 'value'],
    ['/availability/1/MORNING', {}, 'value'],
  ])('refuses %s %j (400, field %s)', async (path, payload, field) => {
    const res = await call('PUT', path, payload);
    expect(res.statusCode).toBe(400);
    expect(errJson(res).errorCode).toBe('validation_failed');
    expect(errJson(res).errors.map((e) => e.field)).toContain(field);
  });

  it('applies a replay with the same Idempotency-Key once; another payload is 422', async () => {
    const key = randomUUID();
    const first = await call('PUT', '/availability/2/MORNING', { value: false }, key);
    expect(first.statusCode).toBe(200);
    // the assistant changes their mind in between...
    await call('PUT', '/availability/2/MORNING', { value: true });
    t.ctx.clock.advance(60_000);
    // ...then the queued request is replayed: the stored answer, no second effect
    const replay = await call('PUT', '/availability/2/MORNING', { value: false }, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const g = await grid();
    expect(cellsOf(g)[2]?.value).toBe(true);
    expect(g['lastUpdatedAt']).toBe('2026-03-11T09:00:00.000Z');
    const reused = await call('PUT', '/availability/2/MORNING', { value: true }, key);
    expect(reused.statusCode).toBe(422);
    expect(errJson(reused).errorCode).toBe('idempotency_key_reused');
  });
});

describe('PATCH /assistants/:id/snooze', () => {
  it('hides the warning until a date, today included, then it comes back', async () => {
    const res = await call('PATCH', '/snooze?untilDate=2026-03-11');
    expect(res.statusCode).toBe(200);
    expect(objJson(res)).toMatchObject({
      warningUpdatePlanningDismissed: '2026-03-11',
      planningUpdateDue: false,
    });
    expect(cellsOf(objJson(res))).toHaveLength(14);
    // 23:30 in Paris on the 11th: still snoozed; 00:00 on the 12th: due again
    await travel('2026-03-11T22:30:00.000Z');
    expect((await grid())['planningUpdateDue']).toBe(false);
    await travel('2026-03-11T23:00:00.000Z');
    expect((await grid())['planningUpdateDue']).toBe(true);
  });

  it('refuses a date before today (business zone)', async () => {
    const res = await call('PATCH', '/snooze?untilDate=2026-03-10');
    expect(res.statusCode).toBe(400);
    expect(errJson(res).errorCode).toBe('date-in-future');
    expect(errJson(res).errors).toEqual([{ errorCode: 'date-in-future', field: 'untilDate' }]);
    // 00:30 on the 12th in Paris: the 11th is yesterday
    await travel('2026-03-11T23:30:00.000Z');
    expect((await call('PATCH', '/snooze?untilDate=2026-03-11')).statusCode).toBe(400);
    expect((await call('PATCH', '/snooze?untilDate=2026-03-12')).statusCode).toBe(200);
  });

  it.each(['', '?untilDate=', '?untilDate=12/03/2026', '?untilDate=2026-02-30'])(
    'refuses a missing or malformed date %j',
    async (query) => {
      const res = await call('PATCH', `/snooze${query}`);
      expect(res.statusCode).toBe(400);
      expect(errJson(res).errorCode).toBe('validation_failed');
      expect(errJson(res).errors.map((e) => e.field)).toContain('untilDate');
    },
  );
});

describe('leaves', () => {
  const body = (startDate: string, endDate: string, extra: Record<string, unknown> = {}) => ({
    startDate,
    endDate,
    label: 'Congés',
    ...extra,
  });
  const create = (b: unknown, key?: string) => call('POST', '/leaves', b, key);
  const expectRule = (res: Awaited<ReturnType<typeof create>>, code: string, field: string) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(errJson(res).errorCode).toBe(code);
    expect(errJson(res).errors).toEqual([{ errorCode: code, field }]);
  };

  it("lists the caller's live absences only", async () => {
    const res = await call('GET', '/leaves');
    expect(res.statusCode).toBe(200);
    expect(listJson(res)).toEqual([
      expect.objectContaining({
        startDate: '2026-04-18',
        endDate: '2026-04-22',
        label: 'Congés',
        comment: 'Vacances en famille',
      }),
    ]);
  });

  it('creates an absence and reads it back', async () => {
    const res = await create(body('2026-03-20', '2026-03-21', { comment: ' Mariage ' }));
    expect(res.statusCode).toBe(200);
    const created = objJson(res);
    expect(created).toMatchObject({
      startDate: '2026-03-20',
      endDate: '2026-03-21',
      label: 'Congés',
      comment: 'Mariage',
    });
    const read = await call('GET', `/leaves/${String(created['id'])}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
    expect(listJson(await call('GET', '/leaves')).map((l) => l['startDate'])).toEqual([
      '2026-03-20',
      '2026-04-18',
    ]);
  });

  it('accepts end = start, refuses end before start', async () => {
    expect((await create(body('2026-03-20', '2026-03-20'))).statusCode).toBe(200);
    expectRule(await create(body('2026-03-25', '2026-03-24')), 'leave_end_before_start', 'endDate');
  });

  it('accepts a start today, refuses yesterday (business zone)', async () => {
    // 00:30 on 2026-03-12 in Paris (23:30 UTC on the 11th)
    await travel('2026-03-11T23:30:00.000Z');
    expectRule(await create(body('2026-03-11', '2026-03-12')), 'date-in-future', 'startDate');
    expect((await create(body('2026-03-12', '2026-03-12'))).statusCode).toBe(200);
  });

  it('refuses an overlap of one day on either side, accepts adjacent absences', async () => {
    expectRule(await create(body('2026-04-22', '2026-04-25')), 'leave_overlap', 'startDate');
    expectRule(await create(body('2026-04-10', '2026-04-18')), 'leave_overlap', 'startDate');
    expectRule(await create(body('2026-04-19', '2026-04-20')), 'leave_overlap', 'startDate');
    expect((await create(body('2026-04-23', '2026-04-25'))).statusCode).toBe(200);
    expect((await create(body('2026-04-10', '2026-04-17'))).statusCode).toBe(200);
  });

  it("ignores other assistants' and deleted absences for the overlap", async () => {
    // the other assistant is away 2026-04-04..06
    expect((await create(body('2026-04-04', '2026-04-06'))).statusCode).toBe(200);
    const id = await seededLeaveId(t.s.userId);
    expect((await call('DELETE', `/leaves/${id}`, { reason: 'Annulé' })).statusCode).toBe(200);
    expect((await create(body('2026-04-18', '2026-04-22'))).statusCode).toBe(200);
  });

  it.each([
    [{ endDate: '2026-03-21', label: 'Congés' }, 'startDate', 'required-field'],
    [{ startDate: '2026-03-20', endDate: '2026-03-21' }, 'label', 'required-field'],
    [{ startDate: '2026-03-20', endDate: '2026-03-21', label: '   ' }, 'label', 'required-field'],
    [
      { startDate: '2026-03-20', endDate: '2026-03-21', label: 'x'.repeat(101) },
      'label',
      'validation_failed',
    ],
    [
      { startDate: '2026-03-20', endDate: '2026-03-21', label: 'L', comment: 'x'.repeat(501) },
      'comment',
      'validation_failed',
    ],
    [{ startDate: '20/03/2026', endDate: '2026-03-21', label: 'L' }, 'startDate', 'validation_failed'],
  ])('refuses %j (field %s: %s)', async (payload, field, code) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(errJson(res).errorCode).toBe('validation_failed');
    expect(errJson(res).errors).toContainEqual({ errorCode: code, field });
  });

  it('refuses the second of two overlapping creations sent together', async () => {
    const [a, b] = await Promise.all([
      create(body('2026-03-20', '2026-03-22')),
      create(body('2026-03-22', '2026-03-24')),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    expect(listJson(await call('GET', '/leaves'))).toHaveLength(2);
  });

  it("refuses staff on an assistant's absences (her own routes), audited with the staff member as actor", async () => {
    const staff = await signIn(t.ctx.app, STAFF);
    const id = await seededLeaveId(t.s.userId);
    const res = await t.ctx.app.inject({
      method: 'DELETE',
      url: `/api/assistants/${t.s.userId}/leaves/${id}`,
      headers: bearer(staff.token),
      payload: { reason: 'Demande par téléphone' },
    });
    expect(res.statusCode).toBe(403);
    expect(await seededLeaveId(t.s.userId)).toBe(id);
    expect(await t.ctx.testDb.db.select().from(auditLog).where(eq(auditLog.action, 'leave_deleted'))).toEqual(
      [],
    );
    const [line] = await t.ctx.testDb.db.select().from(auditLog).where(eq(auditLog.action, 'access_denied'));
    expect(line).toMatchObject({ actorId: staff.userId });
  });

  it('accepts a label of 100 and a comment of 500 characters', async () => {
    const res = await create(
      body('2026-03-20', '2026-03-21', { label: 'x'.repeat(100), comment: 'y'.repeat(500) }),
    );
    expect(res.statusCode).toBe(200);
  });

  it('creates once when a POST is replayed with the same Idempotency-Key', async () => {
    const key = randomUUID();
    const first = await create(body('2026-03-20', '2026-03-21'), key);
    const replay = await create(body('2026-03-20', '2026-03-21'), key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(listJson(await call('GET', '/leaves'))).toHaveLength(2);
  });

  it("answers 403 for another assistant's absence and 404 for an unknown one", async () => {
    const otherLeave = await seededLeaveId(t.ctx.testDb.people.otherId);
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', body('2026-04-04', '2026-04-07')],
      ['DELETE', { reason: 'x' }],
    ] as const) {
      const denied = await call(method, `/leaves/${otherLeave}`, payload);
      expect(denied.statusCode, method).toBe(403);
      expect(errJson(denied).errorCode).toBe('access_denied');
      const unknown = await call(method, `/leaves/${randomUUID()}`, payload);
      expect(unknown.statusCode, method).toBe(404);
      expect(errJson(unknown).errorCode).toBe('not_found');
    }
    const [row] = await t.ctx.testDb.db.select().from(leaves).where(eq(leaves.id, otherLeave));
    expect(row).toMatchObject({ endDate: '2026-04-06', deletedAt: null });
  });

  describe('PUT', () => {
    it('changes every field of an absence not started yet, with the create rules', async () => {
      const id = await seededLeaveId(t.s.userId);
      const res = await call(
        'PUT',
        `/leaves/${id}`,
        body('2026-04-17', '2026-04-24', { label: 'Vacances', comment: null }),
      );
      expect(res.statusCode).toBe(200);
      expect(objJson(res)).toMatchObject({
        id,
        startDate: '2026-04-17',
        endDate: '2026-04-24',
        label: 'Vacances',
        comment: null,
      });
      expect(objJson(res)['updatedAt']).toBe('2026-03-11T09:00:00.000Z');
      expectRule(
        await call('PUT', `/leaves/${id}`, body('2026-03-10', '2026-04-24')),
        'date-in-future',
        'startDate',
      );
      expect((await call('PUT', `/leaves/${id}`, body('2026-03-11', '2026-04-24'))).statusCode).toBe(200);
      expectRule(
        await call('PUT', `/leaves/${id}`, body('2026-03-11', '2026-03-10')),
        'leave_end_before_start',
        'endDate',
      );
    });

    it('refuses to overlap another absence, not itself', async () => {
      const id = await seededLeaveId(t.s.userId);
      expect((await create(body('2026-04-25', '2026-04-26'))).statusCode).toBe(200);
      expectRule(
        await call('PUT', `/leaves/${id}`, body('2026-04-18', '2026-04-25')),
        'leave_overlap',
        'startDate',
      );
      expect((await call('PUT', `/leaves/${id}`, body('2026-04-18', '2026-04-24'))).statusCode).toBe(200);
    });

    it('once started: end, label and comment may change, the start may not', async () => {
      const id = await seededLeaveId(t.s.userId);
      await travel('2026-04-18T07:00:00.000Z'); // the first day of the absence
      const ok = await call(
        'PUT',
        `/leaves/${id}`,
        body('2026-04-18', '2026-04-19', { label: 'Retour anticipé' }),
      );
      expect(ok.statusCode).toBe(200);
      expect(objJson(ok)).toMatchObject({
        startDate: '2026-04-18',
        endDate: '2026-04-19',
        label: 'Retour anticipé',
      });
      expectRule(
        await call('PUT', `/leaves/${id}`, body('2026-04-17', '2026-04-19')),
        'leave_already_started',
        'startDate',
      );
      expectRule(
        await call('PUT', `/leaves/${id}`, body('2026-04-20', '2026-04-21')),
        'leave_already_started',
        'startDate',
      );
      // the day before it starts, the start can still move (to today or later)
      await t.ctx.reset();
      t.s = await signIn(t.ctx.app);
      await travel('2026-04-17T07:00:00.000Z');
      expect((await call('PUT', `/leaves/${id}`, body('2026-04-17', '2026-04-22'))).statusCode).toBe(200);
    });
  });

  describe('DELETE', () => {
    it('needs a reason', async () => {
      const id = await seededLeaveId(t.s.userId);
      const none = await call('DELETE', `/leaves/${id}`);
      expect(none.statusCode).toBe(400);
      expect(errJson(none).errorCode).toBe('validation_failed');
      const missing = await call('DELETE', `/leaves/${id}`, {});
      expect(missing.statusCode).toBe(400);
      expect(errJson(missing).errors).toContainEqual({ errorCode: 'required-field', field: 'reason' });
      const blank = await call('DELETE', `/leaves/${id}`, { reason: '  ' });
      expect(errJson(blank).errors).toContainEqual({ errorCode: 'required-field', field: 'reason' });
      expect((await call('DELETE', `/leaves/${id}`, { reason: 'x'.repeat(501) })).statusCode).toBe(400);
      expect(listJson(await call('GET', '/leaves'))).toHaveLength(1);
    });

    it('keeps the row with its reason, audits it, and the absence is gone for the app', async () => {
      const id = await seededLeaveId(t.s.userId);
      const res = await call('DELETE', `/leaves/${id}`, { reason: 'Voyage annulé' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      const [row] = await t.ctx.testDb.db.select().from(leaves).where(eq(leaves.id, id));
      expect(row?.deletionReason).toBe('Voyage annulé');
      expect(row?.deletedAt?.toISOString()).toBe('2026-03-11T09:00:00.000Z');
      const audit = await t.ctx.testDb.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'leave_deleted'), eq(auditLog.subjectId, t.s.userId)));
      expect(audit).toHaveLength(1);
      expect(audit[0]?.actorId).toBe(t.s.userId);
      expect(audit[0]?.detail).toMatchObject({ leaveId: id, reason: 'Voyage annulé' });
      expect(listJson(await call('GET', '/leaves'))).toEqual([]);
      expect((await call('GET', `/leaves/${id}`)).statusCode).toBe(404);
      expect((await call('PUT', `/leaves/${id}`, body('2026-04-18', '2026-04-22'))).statusCode).toBe(404);
      expect((await call('DELETE', `/leaves/${id}`, { reason: 'encore' })).statusCode).toBe(404);
    });

    it('replays a DELETE with the same Idempotency-Key', async () => {
      const id = await seededLeaveId(t.s.userId);
      const key = randomUUID();
      expect((await call('DELETE', `/leaves/${id}`, { reason: 'Annulé' }, key)).statusCode).toBe(200);
      const replay = await call('DELETE', `/leaves/${id}`, { reason: 'Annulé' }, key);
      expect(replay.statusCode).toBe(200);
      expect(replay.headers['idempotent-replayed']).toBe('true');
    });
  });
});

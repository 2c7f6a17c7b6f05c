import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ReportBody } from '@relais/domain';
import { events, reports, taskGroups, tasks } from '../../db/schema/index';
import { errJson } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';
import { eventsKit } from './events-test-kit';

const t = useSignedInDemo();
const kit = eventsKit(t);

const content = (taskIds: string[]): ReportBody => ({
  realStartingDate: '2026-01-05T09:00:00.000Z',
  reportTaskRequestList: taskIds.map((taskId) => ({ taskId, duration: 60, comment: null })),
  reportPremiumTaskRequestList: [],
  expenseLineRequestList: [],
  fixedPrice: null,
  expenseComment: null,
  privateComment: null,
  publicComment: 'Fait.',
  assistantStandardRateId: '',
  assistantPremiumRateId: null,
});

/** The standard tasks of the first `n` reference groups: [groupId, taskIds][]. */
const firstGroups = async (n: number): Promise<[string, string[]][]> => {
  const db = t.ctx.testDb.db;
  const groups = await db.select().from(taskGroups).orderBy(asc(taskGroups.position)).limit(n);
  return Promise.all(
    groups.map(async (g): Promise<[string, string[]]> => {
      const rows = await db
        .select({ id: tasks.id })
        .from(tasks)
        .where(and(eq(tasks.taskGroupId, g.id), eq(tasks.premium, false)));
      return [g.id, rows.map((r) => r.id)];
    }),
  );
};

/** The plain client's seeded events, its reports replaced by none. */
const clearedEvents = async (): Promise<string[]> => {
  const db = t.ctx.testDb.db;
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.assistantId, t.ctx.testDb.people.demoId), eq(events.clientId, kit.plainClient())))
    .orderBy(asc(events.startAt));
  const ids = rows.map((r) => r.id);
  await db.delete(reports).where(inArray(reports.eventId, ids));
  return ids;
};

const report = (eventId: string, taskIds: string[], submittedAt: string) => ({
  id: randomUUID(),
  eventId,
  submittedAt: new Date(submittedAt),
  status: 'PENDING' as const,
  content: content(taskIds),
  realDuration: 60 * taskIds.length,
});

const used = (clientId: string) => kit.call('GET', `/clients/${clientId}/taskgroups`);

describe('GET /assistants/:id/clients/:clientId/taskgroups', () => {
  it('answers the groups of her reports for the client: most used, then most recent, deleted interventions left out', async () => {
    const [g1, g2, g3, g4] = await firstGroups(4);
    const [e0, e1, e2, e3] = await clearedEvents();
    if (!g1 || !g2 || !g3 || !g4 || !e0 || !e1 || !e2 || !e3) throw new Error('seed too small');
    const db = t.ctx.testDb.db;
    await db.insert(reports).values([
      report(e0, [g3[1][0] ?? ''], '2026-01-10T10:00:00Z'),
      // two tasks of the same group count once for the report
      report(e1, [g2[1][0] ?? '', g2[1][1] ?? ''], '2026-02-10T10:00:00Z'),
      report(e2, [g1[1][0] ?? '', g2[1][0] ?? ''], '2026-03-10T10:00:00Z'),
      report(e3, [g4[1][0] ?? ''], '2026-03-11T10:00:00Z'),
    ]);
    await db
      .update(events)
      .set({ deletedAt: new Date('2026-03-12T10:00:00Z') })
      .where(eq(events.id, e3));

    const res = await used(kit.plainClient());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ taskGroupIds: [g2[0], g1[0], g3[0]] });
  });

  it('answers no group for a client she never reported for', async () => {
    await clearedEvents();
    const res = await used(kit.plainClient());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ taskGroupIds: [] });
  });

  it("answers 403 for another assistant's client and 404 for an unknown one", async () => {
    const denied = await used(t.ctx.testDb.people.otherClientId);
    expect(denied.statusCode).toBe(403);
    expect(errJson(denied).errorCode).toBe('access_denied');
    expect((await used(randomUUID())).statusCode).toBe(404);
  });
});

import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { events, files, quotes, reports, tasks } from '../../db/schema/index';
import { bearer, objJson, signIn, STAFF, type Session } from '../../test/test-app';
import type { SignedIn } from '../../test/signed-in-context';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Shared helpers of the events module's tests (no test runner import: used by *.test.ts only). */
export const eventsKit = (t: SignedIn) => {
  const people = () => t.ctx.testDb.people;
  const db = () => t.ctx.testDb.db;

  const call = (
    method: Method,
    path: string,
    payload?: unknown,
    opts: { key?: string; session?: Session } = {},
  ): Promise<LightMyRequestResponse> => {
    const session = opts.session ?? t.s;
    return t.ctx.app.inject({
      method,
      url: `/api/assistants/${session.userId}${path}`,
      headers: { ...bearer(session.token), ...(opts.key ? { 'idempotency-key': opts.key } : {}) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  };

  const staffCall = async (path: string, payload: unknown, session?: Session) =>
    t.ctx.app.inject({
      method: 'POST',
      url: `/api${path}`,
      headers: bearer((session ?? (await signIn(t.ctx.app, STAFF))).token),
      payload: payload as Record<string, unknown>,
    });

  /** The first demo client offers premium services; the second does not. */
  const premiumClient = () => people().demoClientIds[0] ?? '';
  const plainClient = () => people().demoClientIds[1] ?? '';

  const visitBody = (startDate: string, extra: Record<string, unknown> = {}) => ({
    clientId: plainClient(),
    startDate,
    duration: 60,
    label: 'Classement',
    ...extra,
  });

  /**
   * Creates one visit through the API and answers its id. A visit is planned ahead (a start in the
   * past is refused): one starting before now is created with the clock put back a day before its
   * start, then put back to now, as if she had planned it then.
   */
  const createVisit = async (startDate: string, extra: Record<string, unknown> = {}): Promise<string> => {
    const now = t.ctx.clock.now();
    const start = Date.parse(startDate);
    const earlier = Number.isFinite(start) && start < now.getTime();
    if (earlier) t.ctx.clock.set(new Date(start - 86_400_000));
    const res = await call('POST', '/visits', visitBody(startDate, extra)).finally(() => {
      if (earlier) t.ctx.clock.set(now);
    });
    if (res.statusCode !== 200) throw new Error(`visit creation failed: ${res.body}`);
    const created = objJson(res)['created'] as { id: string }[];
    return created[0]?.id ?? '';
  };

  const standardRateId = async (clientId: string): Promise<string> => {
    const res = await call('GET', `/clients/${clientId}/rates`);
    const rate = res.json<{ id: string; kind: string }[]>().find((r) => r.kind === 'STANDARD');
    if (!rate) throw new Error('no standard rate seeded');
    return rate.id;
  };

  const taskIds = async (premium: boolean): Promise<string[]> =>
    (await db().select({ id: tasks.id }).from(tasks).where(eq(tasks.premium, premium))).map((r) => r.id);

  /** A valid visit report body of `minutes` in two tasks, with a public comment. */
  const reportBody = async (clientId: string, minutes: number, extra: Record<string, unknown> = {}) => {
    const [a, b] = await taskIds(false);
    const first = Math.ceil(minutes / 2);
    return {
      realStartingDate: '2026-03-10T09:00:00+01:00',
      reportTaskRequestList: [
        { taskId: a, duration: first },
        { taskId: b, duration: minutes - first },
      ],
      publicComment: 'Tout est classé.',
      assistantStandardRateId: await standardRateId(clientId),
      ...extra,
    };
  };

  const eventRow = async (id: string) => {
    const [row] = await db().select().from(events).where(eq(events.id, id));
    return row;
  };
  const reportRow = async (eventId: string) => {
    const [row] = await db().select().from(reports).where(eq(reports.eventId, eventId));
    return row;
  };

  /** A seeded quote of this client (an intervention's `estimateId`). */
  const quoteOf = async (clientId: string): Promise<string> => {
    const [row] = await db().select({ id: quotes.id }).from(quotes).where(eq(quotes.clientId, clientId));
    if (!row) throw new Error('no seeded quote of this client');
    return row.id;
  };

  /** A seeded event of the demo assistant with this stored status. */
  const seededEvent = async (status: 'TERMINATED' | 'CLOSED' | 'DONE') => {
    const [row] = await db()
      .select()
      .from(events)
      .where(and(eq(events.assistantId, people().demoId), eq(events.status, status)));
    if (!row) throw new Error(`no seeded ${status} event`);
    return row;
  };

  /** An uploaded file row (the files module is not needed to test the report's checks). */
  const insertFile = async (
    id: string,
    ownerId: string,
    extra: Partial<typeof files.$inferInsert> = {},
  ): Promise<string> => {
    await db()
      .insert(files)
      .values({
        id,
        ownerId,
        usage: 'EXPENSE',
        name: 'ticket.pdf',
        type: 'application/pdf',
        size: 1234,
        storageKey: `key-${id}`,
        ...extra,
      });
    return id;
  };

  return {
    call,
    staffCall,
    premiumClient,
    plainClient,
    visitBody,
    createVisit,
    standardRateId,
    taskIds,
    reportBody,
    eventRow,
    reportRow,
    seededEvent,
    quoteOf,
    insertFile,
  };
};

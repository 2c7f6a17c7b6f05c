import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, gt, inArray, isNotNull, lte, type SQL } from 'drizzle-orm';
import { allRoutes, type RouteDef } from '@relais/contract';
import {
  assistantClientRates,
  assistantClients,
  events,
  files,
  invoices,
  leaves,
  quotes,
  reports,
  tasks,
} from '../db/schema/index';
import { multipart, PNG } from '../modules/files/files.fixtures';
import { BAD_TEXT, textOf } from './hostile-values';
import { attemptsOf, idsOf, key, urlOf, type Attempt, type Request, type Row } from './hostile-attempts';
import { bearer, createTestContext, DEMO, signIn, STAFF, type Session, type TestContext } from './test-app';

/**
 * The EVERY-ROUTE hostile test (issue 14): it walks `allRoutes` of the contract, signed in as each
 * route's role, and sends each route a valid-looking request built from its zod schemas, then that
 * request with ONE value replaced by a hostile one (text PostgreSQL cannot store, 100 000
 * characters, far dates, huge and negative numbers, wrong types, extra fields, non-id path values),
 * for every path param, query value and body field (a multipart route: its file name and a text
 * part). After a write that some input got accepted by, and at the end, every read (GET) route is
 * called again. No answer may be a 5xx. A route added to the contract is walked without writing
 * anything here. Deterministic: no randomness, the attempts are enumerated from the schemas (each
 * field times the hostile classes of its kind, `hostile-values.ts`) and take the caller's events in turn.
 */

let ctx: TestContext;
let demo: Session;
let staff: Session;
beforeAll(async () => {
  ctx = await createTestContext();
  demo = await signIn(ctx.app, DEMO);
  staff = await signIn(ctx.app, STAFF);
});
afterAll(async () => ctx?.close());

/**
 * The caller's events a route's attempts take in turn: those a hostile number or date was just
 * stored on (newest first: a report with a huge amount is reviewed, then read), the latest with a
 * submitted report, the latest past one (to report) and the next one (to change or delete).
 */
const ownRows = async (userId: string, stored: readonly string[]): Promise<Row[]> => {
  const db = ctx.testDb.db;
  const clientIds = (
    await db.select().from(assistantClients).where(eq(assistantClients.assistantId, userId))
  ).map((c) => c.clientId);
  const now = ctx.clock.now();
  const mine = eq(events.assistantId, userId);
  const first = async (where: SQL | undefined, order: SQL) =>
    (
      await db
        .select({ e: events })
        .from(events)
        .leftJoin(reports, eq(reports.eventId, events.id))
        .where(and(mine, where))
        .orderBy(order)
        .limit(1)
    ).map(({ e }) => e);
  const hostile = stored.length
    ? await db
        .select()
        .from(events)
        .where(and(mine, inArray(events.id, stored.slice(0, 12))))
    : [];
  const candidates = [
    ...hostile.sort((a, b) => stored.indexOf(a.id) - stored.indexOf(b.id)).slice(0, 3),
    ...(await first(isNotNull(reports.submittedAt), desc(events.startAt))),
    ...(await first(lte(events.startAt, now), desc(events.startAt))),
    ...(await first(gt(events.startAt, now), asc(events.startAt))),
  ];
  const evs = candidates.filter((e, i) => candidates.findIndex((c) => c.id === e.id) === i);
  const rates = await db
    .select()
    .from(assistantClientRates)
    .where(eq(assistantClientRates.assistantId, userId));
  const qs = clientIds.length
    ? await db.select().from(quotes).where(inArray(quotes.clientId, clientIds))
    : [];
  const own = <T>(rows: T[], i: number): T | undefined => rows[i % Math.max(rows.length, 1)];
  const lv = await db.select().from(leaves).where(eq(leaves.assistantId, userId));
  const inv = await db.select().from(invoices).where(eq(invoices.assistantId, userId));
  const fs = await db.select().from(files).where(eq(files.ownerId, userId));
  const ts = await db.select().from(tasks);
  return evs.map((e, i) => ({
    user: userId,
    event: e.id,
    start: e.startAt.toISOString(),
    client: e.clientId,
    rate: rates.find((r) => r.clientId === e.clientId && r.kind === 'STANDARD')?.id,
    quote: qs.find((q) => q.clientId === e.clientId)?.id,
    file: fs.find((f) => f.eventId === e.id)?.id ?? own(fs, i)?.id,
    leave: own(lv, i)?.id,
    invoice: own(inv, i)?.id,
    task: own(ts, i)?.id,
  }));
};

const sessionOf = (route: RouteDef): Session | null =>
  route.auth === 'staff' ? staff : route.auth === 'user' ? demo : null;

const send = async (route: RouteDef, request: Request) => {
  const session = sessionOf(route);
  const json = request.body === undefined ? undefined : JSON.stringify(request.body);
  const form = request.form;
  try {
    const res = await ctx.app.inject({
      method: route.method,
      url: urlOf(route, request),
      headers: {
        ...(session ? bearer(session.token) : {}),
        ...(form ? { 'content-type': form.contentType } : {}),
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(form ? { payload: form.payload } : {}),
      ...(json === undefined ? {} : { payload: json }),
    });
    return { status: res.statusCode, body: res.body };
  } catch (error) {
    return { status: 599, body: `inject threw: ${String(error)}` };
  }
};

/**
 * A multipart route has no zod body to build from (its module reads the parts): its file part is
 * sent under each hostile name, and an extra text part with each hostile text.
 */
const multipartAttempts = async (): Promise<Attempt[]> => {
  const out: Attempt[] = [];
  for (const h of BAD_TEXT) {
    const text = textOf(h.value);
    const forms = [
      ['file name', await multipart({}, { name: `${text}.png`, bytes: PNG })],
      ['text part', await multipart({ extra: text }, { name: 'a.png', bytes: PNG })],
    ] as const;
    for (const [slot, form] of forms)
      out.push({ slot, label: h.label, request: { params: {}, query: {}, body: undefined, form } });
  }
  return out;
};

describe('every route of the contract, with hostile input', () => {
  it('never answers 5xx, and every read still answers after what the writes accepted', async () => {
    const failures = new Map<string, string>();
    const reads = (allRoutes as readonly RouteDef[]).filter((r) => r.method === 'GET' && !r.raw);
    /** Events a hostile number or date was accepted on, newest first. */
    const stored: string[] = [];
    let sent = 0;
    /** The huge numbers and far dates the last write route accepted, for a failing read's message. */
    let lastStored: string[] = [];
    const check = async (route: RouteDef, attempt: Attempt, after = '') => {
      const res = await send(route, attempt.request);
      sent += 1;
      ctx.clock.advance(1);
      const name = `${route.name} ${attempt.slot} = ${attempt.label}`;
      if (res.status >= 500 && !failures.has(name)) {
        const cause = after
          ? ` (first after ${after}, which accepted: ${lastStored.slice(0, 8).join('; ') || 'no number or date'})`
          : '';
        failures.set(name, `${name}: ${key(route)} -> ${res.status} ${res.body.slice(0, 120)}${cause}`);
      }
      return res;
    };
    const readEverything = async (after: string, rows: Row[]) => {
      for (const route of reads)
        for (const row of rows) {
          const [base] = attemptsOf(route, row);
          if (base) await check(route, base, after);
        }
    };

    for (const route of allRoutes as readonly RouteDef[]) {
      if (route.multipart) {
        for (const attempt of await multipartAttempts()) await check(route, attempt);
        continue;
      }
      const rows = await ownRows(demo.userId, stored);
      lastStored = [];
      // The same attempts built on each row (an event with its client, rate, quote...): the valid
      // request on every row, then the hostile ones taking in turn the rows it was accepted on.
      const byRow = (rows.length ? rows : [{}]).map((row) => attemptsOf(route, row));
      let accepted = false;
      const good: Attempt[][] = [];
      const sendAttempt = async (attempt: Attempt) => {
        const res = await check(route, attempt);
        if (route.method === 'GET' || res.status >= 300) return res;
        accepted = true;
        if (attempt.bound) {
          stored.unshift(...idsOf(attempt.request, res.body));
          lastStored.push(`${attempt.slot} = ${attempt.label}`);
        }
        return res;
      };
      for (const attempts of byRow) {
        const base = attempts[0];
        if (base && (await sendAttempt(base)).status < 300) good.push(attempts);
      }
      const turns = good.length ? good : byRow;
      const count = byRow[0]?.length ?? 0;
      for (let i = 1; i < count; i += 1) {
        const attempt = turns[i % turns.length]?.[i];
        if (attempt) await sendAttempt(attempt);
      }
      if (accepted) await readEverything(route.name, (await ownRows(demo.userId, stored)).slice(0, 2));
    }
    lastStored = [];
    await readEverything('the walk', await ownRows(demo.userId, stored));

    expect(sent).toBeGreaterThan(3000);
    expect([...failures.values()].join('\n')).toBe('');
  }, 600_000);
});

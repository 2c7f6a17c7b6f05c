import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { allRoutes, type RouteDef } from '@relais/contract';
import { auditLog, events, invoices, leaves, messages, notifications, quotes } from '../db/schema/index';
import {
  bearer,
  createTestContext,
  signIn,
  STAFF,
  FINANCE,
  type Session,
  type TestContext,
} from './test-app';
import { snapshot } from './test-db';

/**
 * The EVERY-ROUTE access-control test (design guide section 5): it walks `allRoutes` of the
 * contract. A new route with a path parameter must declare `owner` (or a documented `ownerExempt`),
 * and needs a sample value for each other parameter and a valid sample body here.
 */

let ctx: TestContext;
let demo: Session;
/** The other assistant's children, for the child-id test (one per kind of child param). */
let otherChildren: Record<string, string>;
/** Per-route samples for a param whose name says nothing of its kind (`:id` as a child id). */
let routeSamples: Record<string, Record<string, string>>;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());
beforeEach(async () => {
  await ctx.reset();
  demo = await signIn(ctx.app);
  const [otherLeave] = await ctx.testDb.db
    .select({ id: leaves.id })
    .from(leaves)
    .where(eq(leaves.assistantId, ctx.testDb.people.otherId));
  if (!otherLeave) throw new Error('access-control test: the seed needs a leave of the other assistant');
  const [otherEvent] = await ctx.testDb.db
    .select({ id: events.id })
    .from(events)
    .where(eq(events.assistantId, ctx.testDb.people.otherId));
  if (!otherEvent) throw new Error('access-control test: the seed needs an event of the other assistant');
  const [otherQuote] = await ctx.testDb.db
    .select({ id: quotes.id })
    .from(quotes)
    .where(eq(quotes.clientId, ctx.testDb.people.otherClientId));
  if (!otherQuote)
    throw new Error("access-control test: the seed needs a quote of the other assistant's client");
  const [otherInvoice] = await ctx.testDb.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.assistantId, ctx.testDb.people.otherId));
  if (!otherInvoice) throw new Error('access-control test: the seed needs an invoice of the other assistant');
  const [otherMessage] = await ctx.testDb.db
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.receiverId, ctx.testDb.people.otherId));
  if (!otherMessage) throw new Error('access-control test: the seed needs a message of the other assistant');
  // the seed writes no notification: one of the other assistant's, as a staff message would
  const otherNotification = 'access-control-notification';
  await ctx.testDb.db.insert(notifications).values({
    id: otherNotification,
    userId: ctx.testDb.people.otherId,
    kind: 'MESSAGE_RECEIVED',
    targetId: otherMessage.id,
    params: { messageId: otherMessage.id, subject: 'Intrus' },
    createdAt: new Date('2026-03-10T09:00:00Z'),
  });
  routeSamples = {
    'GET /clients/:id/quotes': { id: ctx.testDb.people.otherClientId },
    'GET /quotes/:id': { id: otherQuote.id },
    'POST /staff/quotes/:quoteId/link': { quoteId: otherQuote.id },
    'GET /client/quotes/:quoteId': { quoteId: otherQuote.id },
    'POST /client/quotes/:quoteId/answer': { quoteId: otherQuote.id },
    'POST /staff/assistants/:id/skills-link': { id: ctx.testDb.people.otherId },
    'POST /staff/assistants/:id/helpdesk-link': { id: ctx.testDb.people.otherId },
    'GET /staff/assistants/:id/loyalty/rewards': { id: ctx.testDb.people.otherId },
    'GET /staff/assistants/:id/loyalty/sumup': { id: ctx.testDb.people.otherId },
    'GET /staff/assistants/:id/referral-code': { id: ctx.testDb.people.otherId },
    'GET /staff/assistants/:id/picture': { id: ctx.testDb.people.otherId },
    'DELETE /staff/assistants/:id/two-factor': { id: ctx.testDb.people.otherId },
    'PUT /assistants/:id/recruitment/:fileType': { fileType: 'LAST_DIPLOMA' },
    'POST /staff/assistants/:id/recruitment/decision': { id: ctx.testDb.people.otherId },
    'GET /staff/assistants/:id/messages': { id: ctx.testDb.people.otherId },
    'POST /staff/assistants/:id/messages': { id: ctx.testDb.people.otherId },
    // the assistant record (issue 29)
    'GET /staff/assistants/:id': { id: ctx.testDb.people.otherId },
    'GET /staff/assistants/:id/file': { id: ctx.testDb.people.otherId },
    'GET /staff/assistants/:id/interventions': { id: ctx.testDb.people.otherId },
    'GET /staff/assistants/:id/invoices': { id: ctx.testDb.people.otherId },
    'GET /staff/assistants/:id/history': { id: ctx.testDb.people.otherId },
  };
  otherChildren = {
    clientId: ctx.testDb.people.otherClientId,
    leaveId: otherLeave.id,
    visitId: otherEvent.id,
    remoteWorkId: otherEvent.id,
    eventId: otherEvent.id,
    invoiceId: otherInvoice.id,
    messageId: otherMessage.id,
    notificationId: otherNotification,
  };
});

const key = (r: RouteDef) => `${r.method} ${r.path}`;
const paramNames = (path: string): string[] => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? '');

/** Valid values for non-owner path params. Child ids get the OTHER assistant's child. */
const sampleParam = (name: string): string => {
  const people = ctx.testDb.people;
  const samples: Record<string, string> = {
    clientId: people.otherClientId,
    leaveId: otherChildren['leaveId'] ?? '',
    visitId: otherChildren['visitId'] ?? '',
    remoteWorkId: otherChildren['remoteWorkId'] ?? '',
    eventId: otherChildren['eventId'] ?? '',
    invoiceId: otherChildren['invoiceId'] ?? '',
    date: '2026-02',
    preference: 'language',
    numDay: '3',
    part: 'AFTERNOON',
    fileType: 'INSEE_CARD',
    assistantId: people.otherId,
    address: '8 bd du port',
    type: 'received',
    messageId: otherChildren['messageId'] ?? '',
    notificationId: otherChildren['notificationId'] ?? '',
    fileId: 'sample-file-id',
    staffId: people.staffId,
    conversationId: people.otherId,
  };
  const value = samples[name];
  if (value === undefined) throw new Error(`access-control test: add a sample value for path param :${name}`);
  return value;
};

/** Valid bodies of the visits, remote works, reports and staff review calls. */
const eventBodies = (): Record<string, unknown> => {
  const visit = {
    clientId: ctx.testDb.people.otherClientId,
    startDate: '2026-06-01T09:00:00+02:00',
    duration: 60,
    label: 'Intrus',
  };
  const remote = {
    clientId: ctx.testDb.people.otherClientId,
    startDate: '2026-03-02T09:00:00+01:00',
    duration: 60,
  };
  const report = {
    realStartingDate: '2026-03-02T09:00:00+01:00',
    reportTaskRequestList: [{ taskId: 'x', duration: 60 }],
    assistantStandardRateId: 'x',
  };
  return {
    'POST /assistants/:id/visits': visit,
    'PUT /assistants/:id/visits/:visitId': visit,
    'DELETE /assistants/:id/visits/:visitId': { reason: 'Intrus' },
    'POST /assistants/:id/visits/:visitId/cancellation': { reason: 'Intrus' },
    'PUT /assistants/:id/visits/:visitId/report': report,
    'POST /assistants/:id/remoteworks': remote,
    'PUT /assistants/:id/remoteworks/:remoteWorkId': remote,
    'PUT /assistants/:id/remoteworks/:remoteWorkId/report': report,
    'POST /assistants/:id/remoteworks/report': { remoteWorkRequest: remote, reportRequest: report },
    'POST /staff/events/:eventId/report/review': { decision: 'VALIDATE' },
    'POST /staff/events/:eventId/premium': { approved: true },
    'POST /staff/events/:eventId/cancel': { reason: 'Intrus' },
    'POST /client/premium-requests/:eventId/answer': { approved: true },
  };
};

/** Valid bodies of the invoice calls (the file id is checked by the service, after access). */
const invoiceBodies = (): Record<string, unknown> => {
  const invoice = {
    month: '2026-02',
    invoiceNumber: 'INTRUS-1',
    invoiceDate: '2026-03-02',
    fileId: 'x',
    amountTaxFree: 10,
    amountWithTax: 12,
  };
  return {
    'POST /assistants/:id/invoices': invoice,
    'PUT /invoices/:invoiceId': invoice,
    'POST /staff/invoices/:invoiceId/status': { status: 'ACCEPTED' },
  };
};

/** A valid body for each write, as the OTHER assistant's data where it names a user. */
const sampleBody = (route: RouteDef, otherId: string): unknown => {
  const bodies: Record<string, unknown> = {
    'PUT /assistants': { userId: otherId, firstName: 'Intrus', lastName: 'Intrus' },
    'PUT /users/:id/preferences/:preference': { value: 'en' },
    // the right password: the owner check must refuse before the service would change anything
    'POST /assistants/:id/email-change': { newEmail: 'intrus@exemple.fr', password: 'relais-demo' },
    'POST /auth/email-change/confirm': { token: 'x' },
    'POST /auth/email-change/cancel': { token: 'x' },
    'PUT /auth/password/:id': {
      currentPassword: 'relais-demo',
      password: 'a fine new passphrase',
      confirmation: 'a fine new passphrase',
    },
    'PUT /auth/forgot/assistant': { email: 'intrus@exemple.fr' },
    'PUT /auth/firstlogin/assistant': { email: 'intrus@exemple.fr' },
    'PUT /auth/reset': { token: 'x', password: 'a quiet harbour', confirmation: 'a quiet harbour' },
    'POST /auth/register': { token: 'x', password: 'a quiet harbour', confirmation: 'a quiet harbour' },
    'POST /staff/assistants': { email: 'intrus@exemple.fr', firstName: 'In', lastName: 'Trus' },
    'POST /staff/invoices/paid': { invoiceIds: [otherChildren['invoiceId'] ?? ''] },
    'PUT /staff/team/:staffId/permissions': { permissions: ['support'] },
    'POST /staff/messages/:conversationId/reply': { content: '<p>Intrus</p>' },
    'PUT /staff/messages/:conversationId/assignee': { assigneeId: null },
    'PUT /staff/messages/:conversationId/state': { state: 'done' },
    'POST /auth/signin/assistant': { username: 'demo@relais.test', password: 'relais-demo' },
    'PUT /assistants/:id/availability/:numDay/:part': { value: true },
    'POST /assistants/:id/leaves': { startDate: '2026-06-01', endDate: '2026-06-02', label: 'Intrus' },
    'PUT /assistants/:id/leaves/:leaveId': {
      startDate: '2026-06-01',
      endDate: '2026-06-02',
      label: 'Intrus',
    },
    'DELETE /assistants/:id/leaves/:leaveId': { reason: 'Intrus' },
    'PUT /assistants/:id/curriculum': { title: 'Intrus', summary: null, experienceYears: 1, languages: [] },
    'PUT /assistants/:id/skills': { skills: [{ kind: 'lang', label: 'Intrus', grade: 3 }] },
    'PUT /assistants/:id/skills/expertise': { expertiseIds: [] },
    'PUT /skills/direct/:randomString': { skills: [{ kind: 'lang', label: 'Intrus', grade: 3 }] },
    'PUT /skills/direct/:randomString/expertise': { expertiseIds: [] },
    'PUT /assistants/:id/folder/:fileType': { fileId: 'x' },
    'POST /assistants/:id/cv': { fileId: 'x', cvFileName: 'cv.pdf' },
    'POST /staff/assistants/:assistantId/folder/:fileType/review': { decision: 'VALIDATE' },
    'PUT /assistants/:id/recruitment/:fileType': { fileId: 'x' },
    'POST /staff/assistants/:id/recruitment/decision': { decision: 'REFUSED', reason: 'Intrus' },
    'PUT /users/:id/picture': { fileId: 'x' },
    'PUT /users/:id/avatar-badge': { date: '2026-03-11' },
    'POST /users/:id/messages': { receiverId: '', subject: 'Intrus', content: '', draft: true },
    'PUT /users/:id/messages/:messageId': { receiverId: '', subject: 'Intrus', content: '', draft: true },
    'PUT /users/:id/messages/archive': { ids: [otherChildren['messageId'] ?? 'x'] },
    'POST /staff/assistants/:id/messages': { subject: 'Intrus', content: '<p>Intrus</p>' },
    'POST /staff/reports/validate': { eventIds: [otherChildren['eventId'] ?? 'x'] },
    'PUT /users/:id/notifications/read': { before: '2026-03-11T10:00:00Z' },
    // the right password: the owner check must refuse before the service would delete anything
    'DELETE /users/:id': { password: 'relais-demo' },
    'POST /users/:id/two-factor/setup': { password: 'relais-demo' },
    'POST /users/:id/two-factor/confirm': { code: '123456' },
    'POST /users/:id/two-factor/disable': { password: 'relais-demo', code: '123456' },
    'POST /users/:id/two-factor/recovery-codes': { password: 'relais-demo', code: '123456' },
    'POST /auth/signin/second-factor': { challenge: 'x', code: '123456' },
    'POST /feedback': { text: 'Intrus', route: '/home' },
    'POST /client-errors': {
      status: 502,
      method: 'GET',
      apiRoute: '/dashboard',
      page: '/home',
      release: '0',
    },
    'POST /client/quotes/:quoteId/answer': { accepted: true },
    ...eventBodies(),
    ...invoiceBodies(),
  };
  if (!route.body) return undefined;
  if (!(key(route) in bodies))
    throw new Error(`access-control test: add a valid sample body for ${key(route)}`);
  return bodies[key(route)];
};

/** Valid other query fields of routes with an `ownerQuery` (the owner field is added by queryFor). */
const sampleQueries: Record<string, Record<string, string>> = {
  'GET /files/token': { fileId: 'sample-file-id' },
};

const queryFor = (route: RouteDef, ownerValue: string): string =>
  route.ownerQuery
    ? `?${new URLSearchParams({ ...sampleQueries[key(route)], [route.ownerQuery]: ownerValue }).toString()}`
    : '';

const urlFor = (route: RouteDef, ownerValue: string, children?: Record<string, string>): string =>
  `/api${route.path}`.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    if (name === route.owner) return encodeURIComponent(ownerValue);
    const perRoute = routeSamples[key(route)]?.[name];
    if (perRoute !== undefined) return encodeURIComponent(perRoute);
    const child = route.children?.includes(name) ? children?.[name] : undefined;
    if (child !== undefined) return encodeURIComponent(child);
    return encodeURIComponent(sampleParam(name));
  }) + queryFor(route, ownerValue);

const call = (route: RouteDef, url: string, token: string, body: unknown) =>
  ctx.app.inject({
    method: route.method,
    url,
    headers: bearer(token),
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });

const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

const dataSnapshot = () =>
  snapshot(ctx.testDb.db, []).then((s) => {
    s.delete('audit_log');
    return s;
  });

const deniedAudits = async () =>
  (await ctx.testDb.db.select().from(auditLog).where(eq(auditLog.action, 'access_denied'))).length;

// Each walk sends a request per route (hundreds): longer than one test's usual ceiling on a busy machine.
describe('every route of the contract', { timeout: 120_000 }, () => {
  it('declares an owner (or a documented exemption) when its path has a parameter', () => {
    const offenders = allRoutes.filter(
      (r: RouteDef) => paramNames(r.path).length > 0 && !r.owner && !r.ownerExempt,
    );
    expect(offenders.map(key)).toEqual([]);
    for (const r of allRoutes as readonly RouteDef[]) {
      if (r.owner) expect(paramNames(r.path), key(r)).toContain(r.owner);
      for (const child of r.children ?? []) expect(paramNames(r.path), key(r)).toContain(child);
    }
  });

  it('needs a token unless public', async () => {
    for (const route of allRoutes as readonly RouteDef[]) {
      if (route.auth === 'public') continue;
      const url = urlFor(route, demo.userId);
      const res = await ctx.app.inject({
        method: route.method,
        url,
        ...(route.body ? { payload: sampleBody(route, demo.userId) as Record<string, unknown> } : {}),
      });
      expect(res.statusCode, key(route)).toBe(401);
    }
  });

  it("answers 403 with no side effect for another assistant's id (owner param, body or query)", async () => {
    const otherId = ctx.testDb.people.otherId;
    const owned = (allRoutes as readonly RouteDef[]).filter((r) => r.owner || r.ownerBody || r.ownerQuery);
    expect(owned.length).toBeGreaterThan(0);
    for (const route of owned) {
      const before = await dataSnapshot();
      const audits = await deniedAudits();
      const res = await call(route, urlFor(route, otherId), demo.token, sampleBody(route, otherId));
      expect(res.statusCode, key(route)).toBe(403);
      expect(res.json(), key(route)).toMatchObject({ success: false, errorCode: 'access_denied' });
      expect(await dataSnapshot(), key(route)).toEqual(before);
      expect(await deniedAudits(), key(route)).toBe(audits + 1);
    }
  });

  it("answers 403 for the caller's own id with another assistant's child id", async () => {
    const withChildren = (allRoutes as readonly RouteDef[]).filter((r) => (r.children ?? []).length > 0);
    expect(withChildren.length).toBeGreaterThan(0);
    for (const route of withChildren) {
      const before = await dataSnapshot();
      const res = await call(
        route,
        urlFor(route, demo.userId, otherChildren),
        demo.token,
        sampleBody(route, demo.userId),
      );
      expect(res.statusCode, key(route)).toBe(403);
      expect(await dataSnapshot(), key(route)).toEqual(before);
    }
  });

  it('lets the caller reach their own resources', async () => {
    const owned = (allRoutes as readonly RouteDef[]).filter(
      (r) => r.owner && r.method === 'GET' && !(r.children ?? []).length,
    );
    for (const route of owned) {
      const res = await call(route, urlFor(route, demo.userId), demo.token, undefined);
      expect(res.statusCode, key(route)).toBe(200);
    }
  });

  it("refuses a staff token on every assistant's own route (owner or child id), audited as staff's", async () => {
    const staff = await signIn(ctx.app, STAFF);
    const otherId = ctx.testDb.people.otherId;
    const hers = (allRoutes as readonly RouteDef[]).filter(
      (r) => r.owner || r.ownerBody || r.ownerQuery || (r.children ?? []).length > 0,
    );
    expect(hers.length).toBeGreaterThan(50);
    const succeeded: string[] = [];
    for (const route of hers) {
      const before = await dataSnapshot();
      const res = await call(
        route,
        urlFor(route, otherId, otherChildren),
        staff.token,
        sampleBody(route, otherId),
      );
      if (res.statusCode < 400) succeeded.push(key(route));
      expect(res.statusCode, key(route)).toBe(403);
      expect(await dataSnapshot(), key(route)).toEqual(before);
    }
    expect(succeeded).toEqual([]);
    // every refusal is audited with the staff member as actor; nothing is written as hers
    const lines = await ctx.testDb.db.select().from(auditLog);
    expect(lines.filter((l) => l.action === 'access_denied' && l.actorId === staff.userId)).toHaveLength(
      hers.length,
    );
    expect(lines.filter((l) => l.actorId === otherId)).toEqual([]);
  });

  it('refuses an assistant every staff call (403), with no side effect', async () => {
    const staffOnly = (allRoutes as readonly RouteDef[]).filter((r) => r.auth === 'staff');
    expect(staffOnly.length).toBeGreaterThan(15);
    for (const route of staffOnly) {
      const before = await dataSnapshot();
      const res = await call(
        route,
        urlFor(route, demo.userId, otherChildren),
        demo.token,
        sampleBody(route, demo.userId),
      );
      expect(res.statusCode, key(route)).toBe(403);
      expect(await dataSnapshot(), key(route)).toEqual(before);
    }
  });

  it('refuses a staff member every staff call of a permission she lacks (403, no side effect), not the others', async () => {
    const finance = await signIn(ctx.app, FINANCE);
    const otherId = ctx.testDb.people.otherId;
    const staffCalls = (allRoutes as readonly RouteDef[]).filter((r) => r.auth === 'staff');
    const refused: string[] = [];
    for (const route of staffCalls) {
      const before = await dataSnapshot();
      const res = await call(
        route,
        urlFor(route, otherId, otherChildren),
        finance.token,
        sampleBody(route, otherId),
      );
      const mayNot = route.permission !== 'finance' && route.permission !== 'any';
      if (mayNot) {
        refused.push(key(route));
        expect(res.statusCode, key(route)).toBe(403);
        expect(await dataSnapshot(), key(route)).toEqual(before);
      } else expect(res.statusCode, key(route)).not.toBe(403);
    }
    expect(refused.length).toBeGreaterThan(15);
    const me = await get('/api/staff/me', finance.token);
    expect(me.json()).toMatchObject({ email: FINANCE.email, permissions: ['finance'] });
    const admin = await signIn(ctx.app, STAFF);
    expect((await get('/api/staff/me', admin.token)).json()).toMatchObject({ permissions: ['admin'] });
  });

  it("lets staff read an assistant's loyalty and avatar through the staff calls, audited", async () => {
    const staff = await signIn(ctx.app, STAFF);
    const otherId = ctx.testDb.people.otherId;
    for (const path of ['loyalty/sumup', 'loyalty/rewards?page=0&size=10', 'referral-code']) {
      const res = await get(`/api/staff/assistants/${otherId}/${path}`, staff.token);
      expect(res.statusCode, path).toBe(200);
    }
    const lines = await ctx.testDb.db.select().from(auditLog).where(eq(auditLog.action, 'staff_access'));
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toMatchObject({ actorId: staff.userId, subjectId: otherId });
    // an assistant is refused the staff calls
    const mine = await get(`/api/staff/assistants/${demo.userId}/loyalty/sumup`, demo.token);
    expect(mine.statusCode).toBe(403);
  });
});

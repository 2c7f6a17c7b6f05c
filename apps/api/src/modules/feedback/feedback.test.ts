import { describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { FEEDBACK_TEXT_MAX } from '@relais/domain';
import { auditLog, feedback } from '../../db/schema/index';
import { bearer, DEMO, errJson, OTHER, signIn, STAFF, TEST_NOW, type Session } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';
import { CLIENT_ERROR_LIMIT, CLIENT_ERROR_WINDOW_MS } from './feedback.service';

const t = useSignedInDemo();

const send = (session: Session, payload: object) =>
  t.ctx.app.inject({
    method: 'POST',
    url: '/api/feedback',
    headers: { ...bearer(session.token), 'idempotency-key': crypto.randomUUID() },
    payload,
  });

describe('POST /feedback', () => {
  it('keeps the trimmed text, the screen as a template and who sent it', async () => {
    const res = await send(t.s, {
      text: '  The report editor is slow  ',
      route: '/activity/missions/8a1c2b3d-1111-4222-8333-944455556666',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      userId: t.s.userId,
      loginEmail: DEMO.email,
      text: 'The report editor is slow',
      route: '/activity/missions/:id',
      createdAt: TEST_NOW,
    });
    const rows = await t.ctx.testDb.db.select().from(feedback).where(eq(feedback.userId, t.s.userId));
    expect(rows).toHaveLength(1);
  });

  it('refuses an empty or too long text with the rule code on its field, and keeps nothing', async () => {
    const empty = await send(t.s, { text: '   ', route: '/home' });
    expect(empty.statusCode).toBe(400);
    expect(errJson(empty).errors).toEqual([
      expect.objectContaining({ errorCode: 'required-field', field: 'text' }),
    ]);
    const long = await send(t.s, { text: 'a'.repeat(FEEDBACK_TEXT_MAX + 1), route: '/home' });
    expect(long.statusCode).toBe(400);
    expect(errJson(long).errorCode).toBe('feedback_too_long');
    expect(errJson(long).errors[0]).toMatchObject({ errorCode: 'feedback_too_long', field: 'text' });
    expect(await t.ctx.testDb.db.select().from(feedback)).toHaveLength(0);
  });

  it('wants a session', async () => {
    const res = await t.ctx.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { text: 'x', route: '/' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /staff/feedback', () => {
  it('lists the newest first for staff, audited; an assistant is refused', async () => {
    const other = await signIn(t.ctx.app, OTHER);
    expect((await send(t.s, { text: 'first', route: '/home' })).statusCode).toBe(200);
    t.ctx.clock.set(new Date(Date.parse(TEST_NOW) + 60_000));
    expect((await send(other, { text: 'second', route: '/about' })).statusCode).toBe(200);

    const staff = await signIn(t.ctx.app, STAFF);
    const res = await t.ctx.app.inject({
      method: 'GET',
      url: '/api/staff/feedback',
      headers: bearer(staff.token),
    });
    expect(res.statusCode).toBe(200);
    const items = res.json<{ items: { text: string; loginEmail: string }[] }>().items;
    expect(items.map((i) => [i.text, i.loginEmail])).toEqual([
      ['second', OTHER.email],
      ['first', DEMO.email],
    ]);
    const audit = await t.ctx.testDb.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff_feedback_read'), eq(auditLog.actorId, staff.userId)));
    expect(audit).toHaveLength(1);

    const denied = await t.ctx.app.inject({
      method: 'GET',
      url: '/api/staff/feedback',
      headers: bearer(t.s.token),
    });
    expect(denied.statusCode).toBe(403);
  });
});

describe('POST /client-errors', () => {
  const report = { status: 502, method: 'GET', apiRoute: '/dashboard', page: '/home', release: '0.1.0' };
  const post = (payload: object, headers: Record<string, string> = {}) =>
    t.ctx.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { 'idempotency-key': crypto.randomUUID(), ...headers },
      payload,
    });

  it('writes the report to the log, without who sent it', async () => {
    const warn = vi.spyOn(t.ctx.app.log, 'warn');
    const res = await post(report, bearer(t.s.token));
    expect(res.statusCode).toBe(200);
    expect(warn).toHaveBeenCalledWith({ clientError: report }, 'client error reported');
    warn.mockRestore();
  });

  it('refuses a report that could carry personal data (an email, a query)', async () => {
    expect((await post({ ...report, page: '/user/claire@example.org' })).statusCode).toBe(400);
    expect((await post({ ...report, apiRoute: '/messages?search=claire' })).statusCode).toBe(400);
    expect((await post({ ...report, status: 200 })).statusCode).toBe(400);
  });

  it(`takes ${CLIENT_ERROR_LIMIT} reports per address in its window, then 429 until it ends`, async () => {
    for (let i = 0; i < CLIENT_ERROR_LIMIT; i++) expect((await post(report)).statusCode).toBe(200);
    const refused = await post(report);
    expect(refused.statusCode).toBe(429);
    expect(errJson(refused).errorCode).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // a signed-in user is counted apart from the address
    expect((await post(report, bearer(t.s.token))).statusCode).toBe(200);
    t.ctx.clock.set(new Date(Date.parse(TEST_NOW) + CLIENT_ERROR_WINDOW_MS + 1000));
    expect((await post(report)).statusCode).toBe(200);
  });
});

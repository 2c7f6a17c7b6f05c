import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { StaffAuditChoices, StaffAuditPage } from '@relais/contract';
import { AUDIT_TRAIL_ACTIONS } from '@relais/domain';
import { auditLog } from '../../db/schema/index';
import {
  anyString,
  bearer,
  DEMO,
  FINANCE,
  OTHER,
  signIn,
  STAFF,
  TEST_NOW,
  type Session,
} from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';

const t = useSignedInDemo();

const get = (url: string, s: Session) =>
  t.ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(s.token) });
const list = async (query = '') =>
  (await get(`/staff/audit${query}`, await signIn(t.ctx.app, STAFF))).json<StaffAuditPage>();

const at = (minutes: number) => new Date(new Date(TEST_NOW).getTime() + minutes * 60_000);

/**
 * Hand-made lines in place of the seed's and the sign-ins': the admin and the finance member acting on
 * the demo and "other", at known times (TEST_NOW is 10:00 in Paris on 2026-03-11), plus a sign-in line
 * the trail leaves out.
 */
const handMade = async () => {
  const staff = (await signIn(t.ctx.app, STAFF)).userId;
  const finance = (await signIn(t.ctx.app, FINANCE)).userId;
  const demo = (await signIn(t.ctx.app, DEMO)).userId;
  const other = (await signIn(t.ctx.app, OTHER)).userId;
  const db = t.ctx.testDb.db;
  await db.delete(auditLog);
  const line = (
    action: string,
    actorId: string | null,
    subjectId: string | null,
    minutes: number,
    detail?: object,
  ) => ({
    id: randomUUID(),
    at: at(minutes),
    action,
    actorId,
    subjectId,
    detail: detail ?? null,
    createdAt: at(minutes),
    updatedAt: at(minutes),
  });
  await db.insert(auditLog).values([
    line('report_validated', staff, demo, -60, { eventId: 'e1', nested: { x: 1 } }),
    line('helpdesk_link_created', staff, other, -30, { expiresAt: '2026-03-11T10:00:00.000Z' }),
    line('invoice_status_changed', finance, demo, -24 * 60, { status: 'PAYED' }),
    line('staff_access', staff, demo, -3 * 24 * 60, { route: 'GET /staff/assistants/:id/messages' }),
    line('signin', demo, demo, -10),
    line('staff_permissions_changed', staff, finance, -5, {
      before: ['finance'],
      after: ['finance', 'support'],
    }),
    line('quote_link_created', 'gone-user', null, -2 * 24 * 60),
  ]);
  return { staff, finance, demo, other };
};

describe('GET /staff/audit', () => {
  it('lists the trail newest first, names joined, sign-ins left out, details as stored', async () => {
    const { staff, finance, demo } = await handMade();
    const page = await list();
    expect(page.total).toBe(6);
    expect(page.items.map((l) => l.action)).toEqual([
      'staff_permissions_changed',
      'helpdesk_link_created',
      'report_validated',
      'invoice_status_changed',
      'quote_link_created',
      'staff_access',
    ]);
    const [changed, , validated] = page.items;
    expect(changed?.actor).toEqual({ id: staff, name: anyString(), role: 'STAFF' });
    expect(changed?.subject).toMatchObject({ id: finance, role: 'STAFF' });
    expect(changed?.detail).toEqual({ before: ['finance'], after: ['finance', 'support'] });
    expect(validated?.subject).toMatchObject({ id: demo, role: 'ASSISTANT' });
    expect(validated?.subject?.name).toMatch(/\S/);
    // nested values are left out
    expect(validated?.detail).toEqual({ eventId: 'e1' });
    // an actor who is no user any more: the id, no name
    expect(page.items[4]?.actor).toEqual({ id: 'gone-user', name: null, role: null });
    expect(page.items[4]?.subject).toBeNull();
  });

  it('filters by actor, assistant, action and dates (the business days), and pages', async () => {
    const { staff, finance, demo, other } = await handMade();
    expect((await list(`?actorId=${finance}`)).items.map((l) => l.action)).toEqual([
      'invoice_status_changed',
    ]);
    expect((await list(`?assistantId=${other}`)).items.map((l) => l.action)).toEqual([
      'helpdesk_link_created',
    ]);
    expect((await list(`?assistantId=${demo}&actorId=${staff}`)).total).toBe(2);
    expect((await list('?action=report_validated')).items).toHaveLength(1);
    // 2026-03-10 in Paris: only the invoice line (a day before TEST_NOW)
    expect((await list('?from=2026-03-10&to=2026-03-10')).items.map((l) => l.action)).toEqual([
      'invoice_status_changed',
    ]);
    expect((await list('?from=2026-03-11')).total).toBe(3);
    expect((await list('?to=2026-03-09')).items.map((l) => l.action)).toEqual([
      'quote_link_created',
      'staff_access',
    ]);
    const first = await list('?size=4');
    const second = await list('?size=4&page=1');
    expect(first).toMatchObject({ total: 6, page: 0, size: 4 });
    expect(first.items).toHaveLength(4);
    expect(second.items.map((l) => l.action)).toEqual(['quote_link_created', 'staff_access']);
    // past the end: no line, the total still said
    expect(await list('?size=4&page=5')).toMatchObject({ items: [], total: 6 });
  });

  it('refuses an unknown action and a malformed date', async () => {
    const s = await signIn(t.ctx.app, STAFF);
    expect((await get('/staff/audit?action=signin', s)).statusCode).toBe(400);
    expect((await get('/staff/audit?from=11/03/2026', s)).statusCode).toBe(400);
  });

  it('gives the filter choices: the staff members and the actions', async () => {
    const { staff, finance } = await handMade();
    const res = await get('/staff/audit/choices', await signIn(t.ctx.app, STAFF));
    const choices = res.json<StaffAuditChoices>();
    expect(choices.actors.map((a) => a.id)).toEqual(expect.arrayContaining([staff, finance]));
    expect(choices.actions).toEqual([...AUDIT_TRAIL_ACTIONS]);
  });

  it('is for admins: the finance member and an assistant are refused', async () => {
    for (const who of [FINANCE, DEMO]) {
      const s = await signIn(t.ctx.app, who);
      expect((await get('/staff/audit', s)).statusCode).toBe(403);
      expect((await get('/staff/audit/choices', s)).statusCode).toBe(403);
    }
  });
});

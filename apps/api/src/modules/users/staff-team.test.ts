import { describe, expect, it } from 'vitest';
import type { StaffAuditPage, StaffTeam } from '@relais/contract';
import type { StaffMember } from '@relais/domain';
import { bearer, DEMO, FINANCE, signIn, STAFF, type Session } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';

const t = useSignedInDemo();

const get = (url: string, s: Session) =>
  t.ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(s.token) });
const put = (staffId: string, permissions: string[], s: Session) =>
  t.ctx.app.inject({
    method: 'PUT',
    url: `/api/staff/team/${staffId}/permissions`,
    headers: bearer(s.token),
    payload: { permissions },
  });

describe('the team (GET /staff/team, PUT /staff/team/{staffId}/permissions)', () => {
  it('lists the staff members with their permissions (admin)', async () => {
    const admin = await signIn(t.ctx.app, STAFF);
    const finance = await signIn(t.ctx.app, FINANCE);
    const res = await get('/staff/team', admin);
    expect(res.statusCode).toBe(200);
    const team = res.json<StaffTeam>();
    expect(team.items.find((m) => m.id === admin.userId)?.permissions).toEqual(['admin']);
    expect(team.items.find((m) => m.id === finance.userId)).toMatchObject({
      email: FINANCE.email,
      permissions: ['finance'],
    });
    // no assistant in the team
    expect(team.items.some((m) => m.email === DEMO.email)).toBe(false);
  });

  it('gives a permission that counts at her next call, then takes it back; both audited', async () => {
    const admin = await signIn(t.ctx.app, STAFF);
    const finance = await signIn(t.ctx.app, FINANCE);
    // before: operations' queue refused
    expect((await get('/staff/reports', finance)).statusCode).toBe(403);
    const given = await put(finance.userId, ['operations', 'finance', 'operations'], admin);
    expect(given.statusCode).toBe(200);
    expect(given.json<StaffMember>().permissions).toEqual(['operations', 'finance']);
    // the same access token, its next call
    expect((await get('/staff/reports', finance)).statusCode).toBe(200);
    expect((await get('/staff/me', finance)).json<StaffMember>().permissions).toEqual([
      'operations',
      'finance',
    ]);
    t.ctx.clock.advance(60_000);
    const taken = await put(finance.userId, ['finance'], admin);
    expect(taken.json<StaffMember>().permissions).toEqual(['finance']);
    expect((await get('/staff/reports', finance)).statusCode).toBe(403);

    const trail = (
      await get(`/staff/audit?action=staff_permissions_changed&assistantId=${finance.userId}`, admin)
    ).json<StaffAuditPage>();
    expect(trail.items.map((l) => l.detail)).toEqual([
      { before: ['operations', 'finance'], after: ['finance'] },
      { before: ['finance'], after: ['operations', 'finance'] },
    ]);
    expect(trail.items[0]?.actor?.id).toBe(admin.userId);
  });

  it('refuses taking one’s own admin away (staff_own_admin); her other changes pass', async () => {
    const admin = await signIn(t.ctx.app, STAFF);
    const res = await put(admin.userId, ['support'], admin);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errorCode: string }>().errorCode).toBe('staff_own_admin');
    expect((await get('/staff/me', admin)).json<StaffMember>().permissions).toEqual(['admin']);
    const kept = await put(admin.userId, ['admin', 'support'], admin);
    expect(kept.json<StaffMember>().permissions).toEqual(['support', 'admin']);
  });

  it('an admin takes another admin’s admin away: it counts at once', async () => {
    const admin = await signIn(t.ctx.app, STAFF);
    const finance = await signIn(t.ctx.app, FINANCE);
    await put(finance.userId, ['admin'], admin);
    expect((await get('/staff/team', finance)).statusCode).toBe(200);
    expect((await put(admin.userId, ['support'], finance)).statusCode).toBe(200);
    expect((await get('/staff/team', admin)).statusCode).toBe(403);
  });

  it('answers 404 for one who is not staff, 400 for an unknown permission', async () => {
    const admin = await signIn(t.ctx.app, STAFF);
    const demo = await signIn(t.ctx.app, DEMO);
    expect((await put(demo.userId, ['finance'], admin)).statusCode).toBe(404);
    expect((await put('nobody', ['finance'], admin)).statusCode).toBe(404);
    expect((await put(demo.userId, ['root'], admin)).statusCode).toBe(400);
  });

  it('is for admins: the finance member and an assistant are refused', async () => {
    const finance = await signIn(t.ctx.app, FINANCE);
    for (const who of [finance, await signIn(t.ctx.app, DEMO)]) {
      expect((await get('/staff/team', who)).statusCode).toBe(403);
      expect((await put(finance.userId, ['finance', 'admin'], who)).statusCode).toBe(403);
    }
    expect((await get('/staff/me', finance)).json<StaffMember>().permissions).toEqual(['finance']);
  });
});

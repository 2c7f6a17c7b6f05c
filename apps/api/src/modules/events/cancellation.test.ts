import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, messages } from '../../db/schema/index';
import { bearer, errJson, OTHER, signIn, STAFF } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';
import { eventsKit } from './events-test-kit';

// TEST_NOW is Wednesday 2026-03-11 10:00 in Paris: a visit tomorrow morning is under 48 h ahead.
const t = useSignedInDemo();
const k = eventsKit(t);

const TOMORROW = '2026-03-12T09:00:00+01:00';
const auditOf = async (action: string) =>
  t.ctx.testDb.db.select().from(auditLog).where(eq(auditLog.action, action));
const sentBy = async (userId: string) =>
  t.ctx.testDb.db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, userId), eq(messages.draft, false)));

describe('a visit she can no longer delete: cancellation through the provider', () => {
  it('her request goes to the team as a message with the reason, audited; the visit stays', async () => {
    const id = await k.createVisit(TOMORROW);
    expect(errJson(await k.call('DELETE', `/visits/${id}`, { reason: 'Client absent' })).errorCode).toBe(
      'intervention_delete_under_48h',
    );
    const before = (await sentBy(t.s.userId)).length;
    const res = await k.call('POST', `/visits/${id}/cancellation`, { reason: '  Client <b>absent</b>  ' });
    expect(res.statusCode, res.body).toBe(200);
    const sent = await sentBy(t.s.userId);
    expect(sent).toHaveLength(before + 1);
    const message = sent.find((m) => m.subject.startsWith("Demande d'annulation"));
    expect(message).toMatchObject({
      receiverId: expect.any(String) as string,
      subject: "Demande d'annulation : 12/03/2026 à 09:00",
    });
    expect(message?.content).toContain('Client &lt;b&gt;absent&lt;/b&gt;');
    expect(message?.content).toContain(id);
    const [line] = await auditOf('intervention_cancellation_requested');
    expect(line).toMatchObject({ actorId: t.s.userId, subjectId: t.s.userId });
    expect(line?.detail).toMatchObject({ eventId: id, reason: 'Client <b>absent</b>' });
    expect((await k.eventRow(id))?.deletedAt).toBeNull();
  });

  it('her request needs a reason, and is hers only', async () => {
    const id = await k.createVisit(TOMORROW);
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const res = await k.call('POST', `/visits/${id}/cancellation`, body);
      expect(res.statusCode, res.body).toBe(400);
    }
    const other = await signIn(t.ctx.app, OTHER);
    const res = await t.ctx.app.inject({
      method: 'POST',
      url: `/api/assistants/${other.userId}/visits/${id}/cancellation`,
      headers: bearer(other.token),
      payload: { reason: 'Intrus' },
    });
    expect(res.statusCode).toBe(403);
    expect(await auditOf('intervention_cancellation_requested')).toHaveLength(0);
  });

  it('staff cancel with a reason whatever the notice: soft delete, history, audited', async () => {
    const id = await k.createVisit(TOMORROW);
    const staff = await signIn(t.ctx.app, STAFF);
    const res = await k.staffCall(`/staff/events/${id}/cancel`, { reason: ' Client en congés ' }, staff);
    expect(res.statusCode, res.body).toBe(200);
    const row = await k.eventRow(id);
    expect(row?.deletedAt).toEqual(t.ctx.clock.now());
    expect(row?.deletionReason).toBe('Client en congés');
    expect((await k.call('GET', `/visits/${id}`)).statusCode).toBe(404);
    const [line] = await auditOf('intervention_cancelled');
    expect(line).toMatchObject({ actorId: staff.userId, subjectId: t.s.userId });
    expect(line?.detail).toMatchObject({ eventId: id, reason: 'Client en congés' });
    const history = await k.call('GET', '/logs?size=5');
    expect(history.body).toContain('DELETED');
    // she is told, in the same transaction: the notification names the visit and the reason
    const page = await t.ctx.app.inject({
      method: 'GET',
      url: `/api/users/${t.s.userId}/notifications`,
      headers: bearer(t.s.token),
    });
    expect(page.json()).toMatchObject({
      unread: 1,
      content: [
        {
          kind: 'INTERVENTION_CANCELLED',
          params: { eventId: id, remote: false, reason: 'Client en congés' },
          readAt: null,
        },
      ],
    });
    // already cancelled: 404
    expect((await k.staffCall(`/staff/events/${id}/cancel`, { reason: 'x' }, staff)).statusCode).toBe(404);
  });

  it('staff only (an assistant token is 403), a reason required, not once the report is submitted', async () => {
    const id = await k.createVisit(TOMORROW);
    const mine = await k.staffCall(`/staff/events/${id}/cancel`, { reason: 'Moi' }, t.s);
    expect(mine.statusCode).toBe(403);
    expect(errJson(mine).errorCode).toBe('access_denied');
    expect((await k.eventRow(id))?.deletedAt).toBeNull();
    const staff = await signIn(t.ctx.app, STAFF);
    for (const body of [{}, { reason: '' }, { reason: '  ' }]) {
      expect((await k.staffCall(`/staff/events/${id}/cancel`, body, staff)).statusCode).toBe(400);
    }
    expect((await k.eventRow(id))?.deletedAt).toBeNull();
    const done = await k.seededEvent('TERMINATED');
    const locked = await k.staffCall(`/staff/events/${done.id}/cancel`, { reason: 'Trop tard' }, staff);
    expect(errJson(locked).errorCode).toBe('intervention_locked');
    expect(await auditOf('intervention_cancelled')).toHaveLength(0);
  });
});

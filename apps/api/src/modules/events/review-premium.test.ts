import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index';
import { errJson, objJson, signIn, STAFF } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';
import { eventsKit } from './events-test-kit';

// TEST_NOW is Wednesday 2026-03-11 10:00 in Paris.
const t = useSignedInDemo();
const k = eventsKit(t);

const submitted = async () => {
  const id = await k.createVisit('2026-03-10T09:00:00+01:00', { duration: 180 });
  const res = await k.call('PUT', `/visits/${id}/report`, await k.reportBody(k.plainClient(), 180));
  expect(res.statusCode, res.body).toBe(200);
  return id;
};
const auditOf = async (action: string) =>
  t.ctx.testDb.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('POST /staff/events/:eventId/report/review', () => {
  it('is staff only: an assistant gets 403 and nothing changes', async () => {
    const id = await submitted();
    const res = await k.staffCall(`/staff/events/${id}/report/review`, { decision: 'VALIDATE' }, t.s);
    expect(res.statusCode).toBe(403);
    expect(errJson(res).errorCode).toBe('access_denied');
    expect((await k.reportRow(id))?.status).toBe('PENDING');
  });

  it('validates: report VALIDATED with the reviewer, intervention CLOSED, audited', async () => {
    const id = await submitted();
    const staff = await signIn(t.ctx.app, STAFF);
    t.ctx.clock.advance(60_000);
    const res = await k.staffCall(`/staff/events/${id}/report/review`, { decision: 'VALIDATE' }, staff);
    expect(res.statusCode, res.body).toBe(200);
    expect(objJson(res)).toMatchObject({ status: 'VALIDATED', validatedAt: '2026-03-11T09:01:00.000Z' });
    expect(await k.reportRow(id)).toMatchObject({ status: 'VALIDATED', reviewedBy: staff.userId });
    expect((await k.eventRow(id))?.status).toBe('CLOSED');
    expect(objJson(await k.call('GET', `/visits/${id}`))).toMatchObject({
      status: 'CLOSED',
      reportStatus: 'VALIDATED',
    });
    const [line] = await auditOf('report_validated');
    expect(line).toMatchObject({ actorId: staff.userId, subjectId: t.s.userId });
    // nothing awaits validation any more
    const again = await k.staffCall(
      `/staff/events/${id}/report/review`,
      { decision: 'REJECT', reason: 'x' },
      staff,
    );
    expect(again.statusCode).toBe(409);
    expect(errJson(again).errorCode).toBe('report_already_decided');
    expect(objJson(again)['current']).toMatchObject({ reportStatus: 'VALIDATED', status: 'CLOSED' });
  });

  it('rejects with a reason: the intervention needs its report again; audited', async () => {
    const id = await submitted();
    const staff = await signIn(t.ctx.app, STAFF);
    const res = await k.staffCall(
      `/staff/events/${id}/report/review`,
      { decision: 'REJECT', reason: 'Précisez les tâches.' },
      staff,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(objJson(res)).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'Précisez les tâches.',
      validatedAt: null,
    });
    expect((await k.eventRow(id))?.status).toBe('DONE');
    const [line] = await auditOf('report_rejected');
    expect(line).toMatchObject({
      actorId: staff.userId,
      subjectId: t.s.userId,
      detail: { eventId: id, reason: 'Précisez les tâches.' },
    });
  });

  it('needs a reason to reject; answers report_not_submitted without a report, 404 for an unknown event', async () => {
    const id = await submitted();
    const staff = await signIn(t.ctx.app, STAFF);
    const noReason = await k.staffCall(
      `/staff/events/${id}/report/review`,
      { decision: 'REJECT', reason: ' ' },
      staff,
    );
    expect(noReason.statusCode).toBe(400);
    const fresh = await k.createVisit('2026-03-10T09:00:00+01:00');
    const none = await k.staffCall(`/staff/events/${fresh}/report/review`, { decision: 'VALIDATE' }, staff);
    expect(none.statusCode).toBe(400);
    expect(errJson(none).errorCode).toBe('report_not_submitted');
    expect(
      (await k.staffCall(`/staff/events/${randomUUID()}/report/review`, { decision: 'VALIDATE' }, staff))
        .statusCode,
    ).toBe(404);
  });
});

describe('premium services', () => {
  it('answers whether premium is offered and its state', async () => {
    const plain = await k.createVisit('2026-03-20T09:00:00+01:00');
    const premium = await k.createVisit('2026-03-20T09:00:00+01:00', { clientId: k.premiumClient() });
    expect(objJson(await k.call('GET', `/events/${plain}/premium`))).toEqual({
      eventId: plain,
      enabled: false,
      state: 'NONE',
    });
    expect(objJson(await k.call('GET', `/events/${premium}/premium`))).toEqual({
      eventId: premium,
      enabled: true,
      state: 'NONE',
    });
    expect((await k.call('GET', `/events/${randomUUID()}/premium`)).statusCode).toBe(404);
  });

  it('asks the client (WAITING), audited; refused when not offered', async () => {
    const plain = await k.createVisit('2026-03-20T09:00:00+01:00');
    const notOffered = await k.call('POST', `/events/${plain}/premium`);
    expect(notOffered.statusCode).toBe(400);
    expect(errJson(notOffered).errorCode).toBe('premium_not_eligible');
    const id = await k.createVisit('2026-03-20T09:00:00+01:00', { clientId: k.premiumClient() });
    const asked = await k.call('POST', `/events/${id}/premium`);
    expect(asked.statusCode).toBe(200);
    expect(objJson(asked)).toEqual({ eventId: id, enabled: true, state: 'WAITING' });
    expect(objJson(await k.call('POST', `/events/${id}/premium`))['state']).toBe('WAITING');
    expect(await auditOf('premium_requested')).toHaveLength(1);
  });

  it('records the client answer (staff only); a refusal cannot be asked again, an approval stays', async () => {
    const id = await k.createVisit('2026-03-20T09:00:00+01:00', { clientId: k.premiumClient() });
    await k.call('POST', `/events/${id}/premium`);
    expect((await k.staffCall(`/staff/events/${id}/premium`, { approved: true }, t.s)).statusCode).toBe(403);
    const staff = await signIn(t.ctx.app, STAFF);
    const refused = await k.staffCall(`/staff/events/${id}/premium`, { approved: false }, staff);
    expect(objJson(refused)).toEqual({ eventId: id, enabled: true, state: 'REFUSED' });
    const again = await k.call('POST', `/events/${id}/premium`);
    expect(again.statusCode).toBe(400);
    expect(errJson(again).errorCode).toBe('premium_rejected');
    await k.staffCall(`/staff/events/${id}/premium`, { approved: true }, staff);
    expect(objJson(await k.call('POST', `/events/${id}/premium`))['state']).toBe('APPROVED');
    const lines = await auditOf('premium_answered');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ actorId: staff.userId, subjectId: t.s.userId });
    expect(
      (await k.staffCall(`/staff/events/${randomUUID()}/premium`, { approved: true }, staff)).statusCode,
    ).toBe(404);
  });
});

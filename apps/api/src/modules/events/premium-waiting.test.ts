import { describe, expect, it } from 'vitest';
import type { QueueSummary } from '@relais/domain';
import { bearer, FINANCE, signIn, STAFF, type Session } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';
import { eventsKit } from './events-test-kit';

// TEST_NOW is Wednesday 2026-03-11 10:00 in Paris.
const t = useSignedInDemo();
const k = eventsKit(t);

const waiting = async (s: Session): Promise<QueueSummary> => {
  const res = await t.ctx.app.inject({
    method: 'GET',
    url: '/api/staff/premium/waiting',
    headers: bearer(s.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<QueueSummary>();
};

describe("GET /staff/premium/waiting (the console's home)", () => {
  it('counts the premium requests no client answered, since the oldest request', async () => {
    const staff = await signIn(t.ctx.app, STAFF);
    const before = await waiting(staff);
    const id = await k.createVisit('2026-03-20T09:00:00+01:00', { clientId: k.premiumClient() });
    t.ctx.clock.advance(60_000);
    const askedAt = t.ctx.clock.now().toISOString();
    expect((await k.call('POST', `/events/${id}/premium`)).statusCode).toBe(200);
    const after = await waiting(staff);
    expect(after.total).toBe(before.total + 1);
    expect(after.oldestAt !== null && after.oldestAt <= askedAt).toBe(true);

    expect((await k.staffCall(`/staff/events/${id}/premium`, { approved: true }, staff)).statusCode).toBe(
      200,
    );
    expect((await waiting(staff)).total).toBe(before.total);
  });

  it('is operations work: refused to the finance member and to assistants', async () => {
    const finance = await signIn(t.ctx.app, FINANCE);
    for (const s of [finance, t.s]) {
      const res = await t.ctx.app.inject({
        method: 'GET',
        url: '/api/staff/premium/waiting',
        headers: bearer(s.token),
      });
      expect(res.statusCode).toBe(403);
    }
  });
});

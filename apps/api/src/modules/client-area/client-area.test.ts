import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { allRoutes, type RouteDef } from '@relais/contract';
import { assistantClientRates, auditLog, clientUsers, events, quotes } from '../../db/schema/index';
import { bearer, CLIENT, errJson, listJson, objJson, signIn, STAFF, type Session } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';
import { QUOTE_LINK_LIMIT } from '../quotes/client-quotes.service';

// seed: the demo client user belongs to Boulangerie Lemoine (demoClientIds[0]), whose quotes are
// DV-…-001 ACCEPTED, DV-…-002 PROPOSED (450 €: 400 € of work + 50 € of set-up, valid 30 days
// after TEST_NOW 2026-03-11) and DV-…-003 REJECTED; one of its interventions of the month has
// premium services WAITING.
const t = useSignedInDemo();

const as = (session: Session | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.ctx.app.inject({
    method,
    url: `/api${url}`,
    ...(session ? { headers: bearer(session.token) } : {}),
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });

const quoteOf = async (clientId: string, status: 'PROPOSED' | 'ACCEPTED'): Promise<string> => {
  const [row] = await t.ctx.testDb.db
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.clientId, clientId), eq(quotes.status, status)));
  if (!row) throw new Error(`no seeded ${status} quote`);
  return row.id;
};

const lemoine = () => t.ctx.testDb.people.demoClientIds[0] ?? '';
const audits = async (action: string) =>
  t.ctx.testDb.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('the client user kind', () => {
  const urlOf = (r: RouteDef) => `/api${r.path.replace(/:([A-Za-z0-9_]+)/g, 'x')}`;
  const routes = allRoutes as readonly RouteDef[];

  it('signs in on the same call and is a client (me.isClient), with no assistant data', async () => {
    const client = await signIn(t.ctx.app, CLIENT);
    const me = await as(client, 'GET', '/assistants/me');
    expect(me.statusCode).toBe(200);
    expect(objJson(me)).toMatchObject({ id: client.userId, isClient: true, loginEmail: CLIENT.email });
  });

  it('is refused (403) by EVERY assistant route but the shell reads, before anything runs', async () => {
    const client = await signIn(t.ctx.app, CLIENT);
    const assistantOnly = routes.filter((r) => r.auth === 'user' && !r.clientsToo);
    expect(assistantOnly.length).toBeGreaterThan(50);
    for (const route of assistantOnly) {
      const res = await t.ctx.app.inject({
        method: route.method,
        url: urlOf(route),
        headers: bearer(client.token),
      });
      expect(res.statusCode, `${route.method} ${route.path}`).toBe(403);
      expect(errJson(res).errorCode, `${route.method} ${route.path}`).toBe('access_denied');
    }
    for (const route of routes.filter((r) => r.auth === 'staff')) {
      const res = await t.ctx.app.inject({
        method: route.method,
        url: urlOf(route),
        headers: bearer(client.token),
      });
      expect(res.statusCode, `${route.method} ${route.path}`).toBe(403);
    }
  });

  it('has EVERY client route refused (403) to an assistant and to staff, and 401 without a session', async () => {
    const staff = await signIn(t.ctx.app, STAFF);
    const clientOnly = routes.filter((r) => r.auth === 'client');
    expect(clientOnly.map((r) => r.name).sort()).toEqual(
      ['answerMyQuote', 'answerPremiumRequest', 'getMyQuote', 'listMyQuotes', 'listPremiumRequests'].sort(),
    );
    for (const route of clientOnly) {
      for (const session of [t.s, staff]) {
        const res = await t.ctx.app.inject({
          method: route.method,
          url: urlOf(route),
          headers: bearer(session.token),
        });
        expect(res.statusCode, `${route.method} ${route.path}`).toBe(403);
      }
      expect((await t.ctx.app.inject({ method: route.method, url: urlOf(route) })).statusCode).toBe(401);
    }
  });

  it('is no helpdesk target: support acts as an assistant only', async () => {
    const staff = await signIn(t.ctx.app, STAFF);
    const res = await as(
      staff,
      'POST',
      `/staff/assistants/${t.ctx.testDb.people.clientUserId}/helpdesk-link`,
    );
    expect(res.statusCode).toBe(404);
  });

  it('still reaches the reads every user has (preferences, its avatar)', async () => {
    const client = await signIn(t.ctx.app, CLIENT);
    expect((await as(client, 'GET', `/users/${client.userId}/preferences`)).statusCode).toBe(200);
    expect((await as(client, 'GET', `/pictures?userId=${client.userId}`)).statusCode).toBe(404);
  });
});

describe('quotes answered by their signed-in client', () => {
  it("lists the company's proposed and answered quotes, and reads one with its lines and totals", async () => {
    const client = await signIn(t.ctx.app, CLIENT);
    const list = listJson(await as(client, 'GET', '/client/quotes'));
    expect(list.map((q) => q['status'])).toEqual(['REJECTED', 'PROPOSED', 'ACCEPTED']);
    expect(list.every((q) => q['clientId'] === lemoine())).toBe(true);
    const id = await quoteOf(lemoine(), 'PROPOSED');
    const res = await as(client, 'GET', `/client/quotes/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(objJson(res)).toMatchObject({
      id,
      status: 'PROPOSED',
      clientName: 'Boulangerie Lemoine',
      validUntil: '2026-04-11',
      lines: [
        { label: 'Services premium : inventaire annuel', quantity: 1, unitPrice: 400, amount: 400 },
        { label: 'Mise en place et cadrage', quantity: 1, unitPrice: 50, amount: 50 },
      ],
      totals: { taxFree: 450, vat: 90, withTax: 540 },
      amount: 450,
      answerable: true,
      answeredAt: null,
      answeredVia: null,
    });
  });

  it('is answered once: the second answer is refused with a translated code; audited; the assistant sees it', async () => {
    const client = await signIn(t.ctx.app, CLIENT);
    const id = await quoteOf(lemoine(), 'PROPOSED');
    const first = await as(client, 'POST', `/client/quotes/${id}/answer`, { accepted: true });
    expect(first.statusCode, first.body).toBe(200);
    expect(objJson(first)).toMatchObject({
      status: 'ACCEPTED',
      answeredAt: '2026-03-11T09:00:00.000Z',
      answeredVia: 'CLIENT_USER',
      answerable: false,
    });
    const again = await as(client, 'POST', `/client/quotes/${id}/answer`, { accepted: false });
    expect(again.statusCode).toBe(400);
    expect(errJson(again).errorCode).toBe('quote_already_answered');
    const [row] = await t.ctx.testDb.db.select().from(quotes).where(eq(quotes.id, id));
    expect(row).toMatchObject({ status: 'ACCEPTED', answeredBy: client.userId });
    expect(await audits('quote_answered')).toEqual([
      expect.objectContaining({ actorId: client.userId, subjectId: id }),
    ]);
    // the assistant's mission page lists it answered
    const mine = listJson(await as(t.s, 'GET', `/clients/${lemoine()}/quotes`));
    expect(mine.find((q) => q['id'] === id)).toMatchObject({
      status: 'ACCEPTED',
      answeredAt: '2026-03-11T09:00:00.000Z',
    });
  });

  it("refuses another company's quote (403), an unknown one (404) and an expired one (translated)", async () => {
    const client = await signIn(t.ctx.app, CLIENT);
    const others = await quoteOf(t.ctx.testDb.people.demoClientIds[2] ?? '', 'PROPOSED');
    expect((await as(client, 'GET', `/client/quotes/${others}`)).statusCode).toBe(403);
    const refused = await as(client, 'POST', `/client/quotes/${others}/answer`, { accepted: true });
    expect(refused.statusCode).toBe(403);
    const [untouched] = await t.ctx.testDb.db.select().from(quotes).where(eq(quotes.id, others));
    expect(untouched?.status).toBe('PROPOSED');
    expect((await as(client, 'GET', `/client/quotes/${randomUUID()}`)).statusCode).toBe(404);

    const id = await quoteOf(lemoine(), 'PROPOSED');
    t.ctx.clock.set('2026-04-12T09:00:00.000Z');
    const late = await signIn(t.ctx.app, CLIENT);
    expect(objJson(await as(late, 'GET', `/client/quotes/${id}`))['answerable']).toBe(false);
    const expired = await as(late, 'POST', `/client/quotes/${id}/answer`, { accepted: true });
    expect(expired.statusCode).toBe(400);
    expect(errJson(expired).errorCode).toBe('quote_expired');
  });
});

describe('quotes answered with a signed link', () => {
  const linkFor = async (quoteId: string) => {
    const staff = await signIn(t.ctx.app, STAFF);
    const res = await as(staff, 'POST', `/staff/quotes/${quoteId}/link`);
    expect(res.statusCode, res.body).toBe(200);
    return objJson(res) as { path: string; token: string; expiresAt: string };
  };

  it('is made by staff (audited), valid until the last valid day at most, and reads and answers once without a session', async () => {
    const id = await quoteOf(lemoine(), 'PROPOSED');
    const link = await linkFor(id);
    expect(link.path).toBe(`/quote/${id}?token=${encodeURIComponent(link.token)}`);
    // 30 days from now ends before the 2026-04-11 validity ends
    expect(link.expiresAt).toBe('2026-04-10T09:00:00.000Z');
    expect(await audits('quote_link_created')).toHaveLength(1);
    expect((await as(t.s, 'POST', `/staff/quotes/${id}/link`)).statusCode).toBe(403);

    const read = await as(null, 'GET', `/quote-links/${id}?token=${encodeURIComponent(link.token)}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(objJson(read)).toMatchObject({ id, status: 'PROPOSED', answerable: true });
    const answer = await as(null, 'POST', `/quote-links/${id}/answer`, {
      token: link.token,
      accepted: false,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(objJson(answer)).toMatchObject({ status: 'REJECTED', answeredVia: 'LINK' });
    const again = await as(null, 'POST', `/quote-links/${id}/answer`, { token: link.token, accepted: true });
    expect(errJson(again).errorCode).toBe('quote_already_answered');
    // the page still reads it, answered
    expect(
      objJson(await as(null, 'GET', `/quote-links/${id}?token=${encodeURIComponent(link.token)}`)),
    ).toMatchObject({
      status: 'REJECTED',
      answerable: false,
    });
  });

  it("refuses another quote's token, an access token, an expired link, and a link for an unanswerable quote", async () => {
    const id = await quoteOf(lemoine(), 'PROPOSED');
    const other = await quoteOf(t.ctx.testDb.people.demoClientIds[2] ?? '', 'PROPOSED');
    const otherLink = await linkFor(other);
    const wrong = await as(null, 'GET', `/quote-links/${id}?token=${encodeURIComponent(otherLink.token)}`);
    expect(wrong.statusCode).toBe(403);
    expect(errJson(wrong).errorCode).toBe('quote_link_invalid');
    const forged = await as(null, 'POST', `/quote-links/${id}/answer`, { token: t.s.token, accepted: true });
    expect(errJson(forged).errorCode).toBe('quote_link_invalid');
    const link = await linkFor(id);
    t.ctx.clock.set('2026-04-10T09:00:01.000Z');
    const late = await as(null, 'GET', `/quote-links/${id}?token=${encodeURIComponent(link.token)}`);
    expect(errJson(late).errorCode).toBe('quote_link_invalid');
    t.ctx.clock.set('2026-03-11T09:00:00.000Z');
    const accepted = await quoteOf(lemoine(), 'ACCEPTED');
    const staff = await signIn(t.ctx.app, STAFF);
    const refused = await as(staff, 'POST', `/staff/quotes/${accepted}/link`);
    expect(refused.statusCode).toBe(400);
    expect(errJson(refused).errorCode).toBe('quote_already_answered');
    const [row] = await t.ctx.testDb.db.select().from(quotes).where(eq(quotes.id, id));
    expect(row?.status).toBe('PROPOSED');
  });

  it('is throttled per address (429 with Retry-After)', async () => {
    const id = await quoteOf(lemoine(), 'PROPOSED');
    for (let i = 0; i < QUOTE_LINK_LIMIT; i += 1) {
      expect((await as(null, 'GET', `/quote-links/${id}?token=bad`)).statusCode).toBe(403);
    }
    const res = await as(null, 'GET', `/quote-links/${id}?token=bad`);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('premium requests answered by the client', () => {
  const waitingOfLemoine = async (): Promise<string> => {
    const [row] = await t.ctx.testDb.db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.clientId, lemoine()), eq(events.premiumState, 'WAITING')));
    if (!row) throw new Error('the seed needs a waiting premium request of Boulangerie Lemoine');
    return row.id;
  };

  it("lists the company's waiting requests with the assistant's name, and approves one once (audited)", async () => {
    const client = await signIn(t.ctx.app, CLIENT);
    const eventId = await waitingOfLemoine();
    const list = listJson(await as(client, 'GET', '/client/premium-requests'));
    const [event] = await t.ctx.testDb.db.select().from(events).where(eq(events.id, eventId));
    const minutes = event?.durationMinutes ?? 0;
    expect(minutes).toBeGreaterThan(0);
    // priced before the answer: the planned hours at her premium rate (seed: 32 €/h), without tax
    expect(list).toEqual([
      expect.objectContaining({
        eventId,
        assistantName: 'Camille Durand',
        remote: expect.any(Boolean) as unknown,
        duration: minutes,
        premiumHourlyRate: 32,
        amount: Math.round((minutes * 3200) / 60) / 100,
      }),
    ]);
    const res = await as(client, 'POST', `/client/premium-requests/${eventId}/answer`, { approved: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(objJson(res)).toMatchObject({ eventId, state: 'APPROVED' });
    const again = await as(client, 'POST', `/client/premium-requests/${eventId}/answer`, { approved: false });
    expect(again.statusCode).toBe(400);
    expect(errJson(again).errorCode).toBe('premium_already_answered');
    expect(listJson(await as(client, 'GET', '/client/premium-requests'))).toEqual([]);
    const premium = await as(t.s, 'GET', `/assistants/${t.s.userId}/events/${eventId}/premium`);
    expect(objJson(premium)['state']).toBe('APPROVED');
    expect(await audits('premium_answered')).toEqual([expect.objectContaining({ actorId: client.userId })]);
  });

  it('prices a request at the last updated active premium rate, and leaves it unpriced without one', async () => {
    const client = await signIn(t.ctx.app, CLIENT);
    const eventId = await waitingOfLemoine();
    const premiumRates = and(
      eq(assistantClientRates.clientId, lemoine()),
      eq(assistantClientRates.kind, 'PREMIUM'),
      eq(assistantClientRates.active, true),
    );
    const [rate] = await t.ctx.testDb.db.select().from(assistantClientRates).where(premiumRates);
    if (!rate) throw new Error('the seed needs an active premium rate with Boulangerie Lemoine');
    await t.ctx.testDb.db.insert(assistantClientRates).values({
      ...rate,
      id: randomUUID(),
      hourlyCents: 4050,
      updatedAt: new Date(rate.updatedAt.getTime() + 60_000),
    });
    const [newer] = listJson(await as(client, 'GET', '/client/premium-requests'));
    expect(newer).toMatchObject({ eventId, premiumHourlyRate: 40.5 });

    await t.ctx.testDb.db.update(assistantClientRates).set({ active: false }).where(premiumRates);
    const [none] = listJson(await as(client, 'GET', '/client/premium-requests'));
    expect(none).toMatchObject({ eventId, premiumHourlyRate: null, amount: null });
  });

  it('refuses an intervention of another company (403) and an unknown one (404)', async () => {
    const client = await signIn(t.ctx.app, CLIENT);
    const [other] = await t.ctx.testDb.db
      .select({ id: events.id, premiumState: events.premiumState })
      .from(events)
      .where(eq(events.clientId, t.ctx.testDb.people.demoClientIds[1] ?? ''));
    if (!other) throw new Error('the seed needs an intervention of another client');
    const res = await as(client, 'POST', `/client/premium-requests/${other.id}/answer`, { approved: true });
    expect(res.statusCode).toBe(403);
    const [after] = await t.ctx.testDb.db.select().from(events).where(eq(events.id, other.id));
    expect(after?.premiumState).toBe(other.premiumState);
    const unknown = await as(client, 'POST', `/client/premium-requests/${randomUUID()}/answer`, {
      approved: true,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('deleting a client user', () => {
  it('removes the user and its company link; its answers stay, detached', async () => {
    const client = await signIn(t.ctx.app, CLIENT);
    const id = await quoteOf(lemoine(), 'PROPOSED');
    await as(client, 'POST', `/client/quotes/${id}/answer`, { accepted: true });
    const res = await t.ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/${client.userId}`,
      headers: bearer(client.token),
      payload: { password: CLIENT.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      await t.ctx.testDb.db.select().from(clientUsers).where(eq(clientUsers.userId, client.userId)),
    ).toEqual([]);
    const [row] = await t.ctx.testDb.db.select().from(quotes).where(eq(quotes.id, id));
    expect(row).toMatchObject({ status: 'ACCEPTED', answeredBy: null, answeredVia: 'CLIENT_USER' });
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { quotes } from '../../db/schema/index';
import { bearer, errJson, listJson, objJson, OTHER, signIn, type Session } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';

// seed-quotes: the demo's first client (Boulangerie Lemoine) has three quotes, created 60, 50 and
// 40 days before TEST_NOW (2026-03-11 09:00Z); the other assistant's client has one.
const DAY = 86_400_000;
const NOW = Date.parse('2026-03-11T09:00:00.000Z');

const t = useSignedInDemo();

const get = (url: string, session: Session = t.s) =>
  t.ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(session.token) });

describe('GET /clients/:id/quotes', () => {
  it("lists a linked client's quotes, newest first, amounts in euros and hours", async () => {
    const clientId = t.ctx.testDb.people.demoClientIds[0] ?? '';
    const res = await get(`/clients/${clientId}/quotes`);
    expect(res.statusCode, res.body).toBe(200);
    expect(listJson(res)).toEqual([
      {
        id: expect.any(String) as unknown,
        clientId,
        number: 'DV-202601-003',
        title: 'Renfort de fin d’année',
        status: 'REJECTED',
        amount: 600,
        monthlyHours: 8,
        createdAt: new Date(NOW - 40 * DAY).toISOString(),
        validUntil: null,
        answeredAt: null,
      },
      expect.objectContaining({
        number: 'DV-202601-002',
        status: 'PROPOSED',
        amount: 450,
        monthlyHours: null,
        validUntil: '2026-04-11',
      }) as unknown,
      expect.objectContaining({
        number: 'DV-202601-001',
        status: 'ACCEPTED',
        amount: 1800,
        monthlyHours: 24,
      }) as unknown,
    ]);
  });

  it('answers fractional hours and cents', async () => {
    const quotesOf = listJson(await get(`/clients/${t.ctx.testDb.people.demoClientIds[1] ?? ''}/quotes`));
    expect(quotesOf.map((q) => [q['status'], q['amount'], q['monthlyHours']])).toEqual([
      ['NEW', 750.5, 10.5],
      ['ACCEPTED', 2400, 32],
    ]);
  });

  it('is 403 for a client not linked to the caller, 404 for an unknown one', async () => {
    const res = await get(`/clients/${t.ctx.testDb.people.otherClientId}/quotes`);
    expect(res.statusCode).toBe(403);
    expect(errJson(res).errorCode).toBe('access_denied');
    expect((await get(`/clients/${randomUUID()}/quotes`)).statusCode).toBe(404);
  });
});

describe('GET /quotes/:id', () => {
  const quoteOf = async (clientId: string): Promise<string> => {
    const [row] = await t.ctx.testDb.db
      .select({ id: quotes.id })
      .from(quotes)
      .where(eq(quotes.clientId, clientId));
    if (!row) throw new Error('no seeded quote');
    return row.id;
  };

  it("reads one quote of the caller's client", async () => {
    const id = await quoteOf(t.ctx.testDb.people.demoClientIds[3] ?? '');
    const res = await get(`/quotes/${id}`);
    expect(res.statusCode).toBe(200);
    expect(objJson(res)).toMatchObject({ id, clientId: t.ctx.testDb.people.demoClientIds[3] });
  });

  it("is 403 for another assistant's client's quote, 404 for an unknown one", async () => {
    const id = await quoteOf(t.ctx.testDb.people.otherClientId);
    expect((await get(`/quotes/${id}`)).statusCode).toBe(403);
    const other = await signIn(t.ctx.app, OTHER);
    expect((await get(`/quotes/${id}`, other)).statusCode).toBe(200);
    expect((await get(`/quotes/${randomUUID()}`)).statusCode).toBe(404);
  });
});

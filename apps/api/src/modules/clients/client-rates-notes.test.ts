import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { assistantRateSchema, clientNoteSchema } from '@relais/domain';
import { bearer, errJson, listJson } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';

const t = useSignedInDemo();

const get = (path: string) =>
  t.ctx.app.inject({
    method: 'GET',
    url: `/api/assistants/${t.s.userId}${path}`,
    headers: bearer(t.s.token),
  });

describe('GET /assistants/:id/clients/:clientId/rates', () => {
  it('answers the active standard and premium rates in euros, standard first', async () => {
    const clientId = t.ctx.testDb.people.demoClientIds[0] ?? '';
    const res = await get(`/clients/${clientId}/rates`);
    expect(res.statusCode).toBe(200);
    const rates = listJson(res).map((r) => assistantRateSchema.parse(r));
    expect(rates.map((r) => [r.kind, r.hourlyRate])).toEqual([
      ['STANDARD', 25],
      ['PREMIUM', 32],
    ]);
  });

  it("answers 403 for another assistant's client and 404 for an unknown one", async () => {
    const denied = await get(`/clients/${t.ctx.testDb.people.otherClientId}/rates`);
    expect(denied.statusCode).toBe(403);
    expect(errJson(denied).errorCode).toBe('access_denied');
    expect((await get(`/clients/${randomUUID()}/rates`)).statusCode).toBe(404);
  });
});

describe('GET /assistants/:id/clients/:clientId/notes', () => {
  it('answers the notes about the client, newest first', async () => {
    for (const clientId of t.ctx.testDb.people.demoClientIds) {
      const res = await get(`/clients/${clientId}/notes`);
      expect(res.statusCode).toBe(200);
      const notes = listJson(res).map((n) => clientNoteSchema.parse(n));
      expect(notes.length).toBeGreaterThanOrEqual(2);
      const dates = notes.map((n) => n.createdAt);
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });

  it("answers 403 for another assistant's client and 404 for an unknown one", async () => {
    expect((await get(`/clients/${t.ctx.testDb.people.otherClientId}/notes`)).statusCode).toBe(403);
    expect((await get(`/clients/${randomUUID()}/notes`)).statusCode).toBe(404);
  });
});

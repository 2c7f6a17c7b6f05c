import { describe, expect, it } from 'vitest';
import { clientSchema } from '@relais/domain';
import { bearer, errJson, objJson, listJson } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';

const t = useSignedInDemo();

const get = (url: string) => t.ctx.app.inject({ method: 'GET', url, headers: bearer(t.s.token) });

describe('clients of an assistant', () => {
  it('NEWANDACTIVE (the default) answers the active clients not flagged other', async () => {
    const res = await get(`/api/assistants/${t.s.userId}/clients`);
    expect(res.statusCode).toBe(200);
    const clients = res.json<unknown[]>();
    expect(clients).toHaveLength(3);
    for (const c of clients) {
      const client = clientSchema.parse(c);
      expect(client.other).toBe(false);
      expect(client.active).toBe(true);
    }
    const same = await get(`/api/assistants/${t.s.userId}/clients?clientsToRetrieve=NEWANDACTIVE`);
    expect(same.json()).toEqual(clients);
    const parsed = clients.map((c) => clientSchema.parse(c));
    expect(parsed.filter((c) => !c.pro)).toHaveLength(1);
    expect(
      parsed.filter((c) => c.relaisAccount.mobilePhone || c.relaisAccount.phone).length,
    ).toBeGreaterThanOrEqual(2);
    expect(parsed.every((c) => c.csName && c.csEmail && /^#[0-9a-f]{6}$/i.test(c.color))).toBe(true);
  });

  it('INDIRECT answers the clients flagged other', async () => {
    const res = await get(`/api/assistants/${t.s.userId}/clients?clientsToRetrieve=INDIRECT`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(1);
    expect(listJson(res)[0]?.other).toBe(true);
  });

  it('refuses an unknown filter', async () => {
    const res = await get(`/api/assistants/${t.s.userId}/clients?clientsToRetrieve=ALL`);
    expect(res.statusCode).toBe(400);
    expect(errJson(res).errors[0]?.field).toBe('clientsToRetrieve');
  });

  it('answers one of its clients, 403 for a client of someone else, 404 for none', async () => {
    const [mine] = t.ctx.testDb.people.demoClientIds;
    const own = await get(`/api/assistants/${t.s.userId}/clients/${mine}`);
    expect(own.statusCode).toBe(200);
    expect(objJson(own).id).toBe(mine);
    const foreign = await get(`/api/assistants/${t.s.userId}/clients/${t.ctx.testDb.people.otherClientId}`);
    expect(foreign.statusCode).toBe(403);
    expect(errJson(foreign).errorCode).toBe('access_denied');
    const none = await get(`/api/assistants/${t.s.userId}/clients/00000000-0000-4000-8000-000000000000`);
    expect(none.statusCode).toBe(404);
  });
});

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { filesDirOf } from '../../config';
import { auditLog, files } from '../../db/schema/index';
import { bearer, errJson, objJson, signIn, OTHER, type Session } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';
import { PDF, PNG, eventOf, newKey, upload } from './files.fixtures';
import { contentDisposition } from './files.routes';

const t = useSignedInDemo();

/** Uploads a file as `who` and answers its id. */
const uploaded = async (
  who: Session = t.s,
  file = { name: 'reçu (1).png', bytes: PNG },
  fields: Record<string, string> = { usage: 'EXPENSE' },
): Promise<string> => {
  const res = await upload(t.ctx.app, who.token, file, fields);
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  return String(objJson(res).id);
};

const tokenFor = (who: Session, userId: string, fileId: string) =>
  t.ctx.app.inject({
    method: 'GET',
    url: `/api/files/token?userId=${encodeURIComponent(userId)}&fileId=${encodeURIComponent(fileId)}`,
    headers: bearer(who.token),
  });

const linkFor = async (fileId: string): Promise<string> => {
  const res = await tokenFor(t.s, t.s.userId, fileId);
  expect(res.statusCode).toBe(200);
  return String(objJson(res).url);
};

const remove = (who: Session, fileId: string, key?: string) =>
  t.ctx.app.inject({
    method: 'DELETE',
    url: `/api/files?fileId=${encodeURIComponent(fileId)}`,
    headers: { ...bearer(who.token), ...(key ? { 'idempotency-key': key } : {}) },
  });

describe('GET /files/token and /files/content', () => {
  it('gives a 5-minute link that serves the bytes with safe headers', async () => {
    const id = await uploaded();
    const res = await tokenFor(t.s, t.s.userId, id);
    expect(res.statusCode).toBe(200);
    const body = objJson(res);
    expect(body.expiresIn).toBe(300);
    expect(body.url).toBe(`/api/files/content?token=${encodeURIComponent(String(body.token))}`);

    const content = await t.ctx.app.inject({ method: 'GET', url: String(body.url) });
    expect(content.statusCode).toBe(200);
    expect(content.rawPayload.equals(PNG)).toBe(true);
    expect(content.headers['content-type']).toBe('image/png');
    expect(content.headers['x-content-type-options']).toBe('nosniff');
    expect(content.headers['cache-control']).toBe('private, max-age=300');
    expect(content.headers['content-disposition']).toBe("inline; filename*=UTF-8''re%C3%A7u%20%281%29.png");
  });

  it('serves a PDF as a PDF', async () => {
    const id = await uploaded(t.s, { name: 'facture.pdf', bytes: PDF });
    const content = await t.ctx.app.inject({ method: 'GET', url: await linkFor(id) });
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toBe('application/pdf');
    expect(content.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses an expired link (5 minutes + 1 second) and a forged one', async () => {
    const url = await linkFor(await uploaded());
    t.ctx.clock.advance(5 * 60_000 + 1000);
    const expired = await t.ctx.app.inject({ method: 'GET', url });
    expect(expired.statusCode).toBe(401);
    expect(errJson(expired).errorCode).toBe('authentication_required');
    const forged = await t.ctx.app.inject({ method: 'GET', url: '/api/files/content?token=abc.def.ghi' });
    expect(forged.statusCode).toBe(401);
  });

  it('does not take an access token as a link, nor a link as an access token', async () => {
    const id = await uploaded();
    const asLink = await t.ctx.app.inject({ method: 'GET', url: `/api/files/content?token=${t.s.token}` });
    expect(asLink.statusCode).toBe(401);
    const link = objJson(await tokenFor(t.s, t.s.userId, id));
    const asBearer = await t.ctx.app.inject({
      method: 'GET',
      url: `/api/assistants/${t.s.userId}`,
      headers: bearer(String(link.token)),
    });
    expect(asBearer.statusCode).toBe(401);
  });

  it('answers 404 for an unknown or deleted file', async () => {
    expect((await tokenFor(t.s, t.s.userId, 'nope')).statusCode).toBe(404);
    const id = await uploaded();
    const url = await linkFor(id);
    expect((await remove(t.s, id)).statusCode).toBe(200);
    expect((await tokenFor(t.s, t.s.userId, id)).statusCode).toBe(404);
    const gone = await t.ctx.app.inject({ method: 'GET', url });
    expect(gone.statusCode).toBe(404);
    expect(errJson(gone).errorCode).toBe('not_found');
  });

  it('never lets another assistant get a link to, read or delete the demo’s file', async () => {
    const id = await uploaded();
    const other = await signIn(t.ctx.app, OTHER);
    const ownQuery = await tokenFor(other, other.userId, id);
    expect(ownQuery.statusCode).toBe(403);
    expect(errJson(ownQuery).errorCode).toBe('access_denied');
    const demoQuery = await tokenFor(other, t.s.userId, id);
    expect(demoQuery.statusCode).toBe(403);
    const del = await remove(other, id);
    expect(del.statusCode).toBe(403);
    const [row] = await t.ctx.testDb.db.select().from(files).where(eq(files.id, id));
    expect(row?.deletedAt).toBeNull();
    // A link carries its owner: the other's own file ids cannot be swapped into the demo's link.
    const otherFile = await uploaded(other);
    expect((await tokenFor(t.s, t.s.userId, otherFile)).statusCode).toBe(403);
    const denied = await t.ctx.testDb.db.select().from(auditLog).where(eq(auditLog.action, 'access_denied'));
    expect(denied.length).toBeGreaterThanOrEqual(4);
  });
});

describe('DELETE /files', () => {
  it('soft deletes the caller’s file and removes its bytes', async () => {
    const id = await uploaded();
    const [before] = await t.ctx.testDb.db.select().from(files).where(eq(files.id, id));
    const stored = join(filesDirOf(t.ctx.app.appConfig), before?.storageKey ?? '');
    expect(existsSync(stored)).toBe(true);
    const res = await remove(t.s, id, newKey());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const [after] = await t.ctx.testDb.db.select().from(files).where(eq(files.id, id));
    expect(after?.deletedAt).toEqual(t.ctx.clock.now());
    expect(existsSync(stored)).toBe(false);
    expect((await remove(t.s, id)).statusCode).toBe(404);
  });

  it('refuses to delete a file of an intervention whose report was submitted', async () => {
    const open = await eventOf(t.ctx, t.s.userId);
    const id = await uploaded(t.s, { name: 'a.png', bytes: PNG }, { usage: 'EXPENSE', eventId: open });
    const validated = await eventOf(t.ctx, t.s.userId, true);
    await t.ctx.testDb.db.update(files).set({ eventId: validated }).where(eq(files.id, id));
    const res = await remove(t.s, id);
    expect(res.statusCode).toBe(400);
    expect(errJson(res).errorCode).toBe('validated_file_cannot_be_replaced');
    const [row] = await t.ctx.testDb.db.select().from(files).where(eq(files.id, id));
    expect(row?.deletedAt).toBeNull();
  });

  it('deletes a file attached to an intervention not reported yet', async () => {
    const open = await eventOf(t.ctx, t.s.userId);
    const id = await uploaded(t.s, { name: 'a.png', bytes: PNG }, { usage: 'EXPENSE', eventId: open });
    expect((await remove(t.s, id)).statusCode).toBe(200);
  });
});

describe('contentDisposition', () => {
  it('encodes every name so it cannot end or split the header', () => {
    expect(contentDisposition('a b.pdf', 'inline')).toBe("inline; filename*=UTF-8''a%20b.pdf");
    expect(contentDisposition('x";y\'*.png', 'inline')).toBe("inline; filename*=UTF-8''x%22%3By%27%2A.png");
  });
});

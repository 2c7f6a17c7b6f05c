import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FILE_MAX_BYTES } from '@relais/domain';
import { filesDirOf } from '../../config';
import { auditLog, files } from '../../db/schema/index';
import { bearer, errJson, objJson, signIn, OTHER } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';
import { HTML, JPEG, PDF, PNG, eventOf, multipart, newKey, pdfOfSize, upload } from './files.fixtures';
import { UPLOAD_BODY_LIMIT } from './multipart-body';

const t = useSignedInDemo();
const rows = () => t.ctx.testDb.db.select().from(files);
/** The names in the files folder (created on the first upload). */
const storedNames = (): string[] => {
  const dir = filesDirOf(t.ctx.app.appConfig);
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('POST /files', () => {
  it.each([
    ['a PNG', 'photo.png', PNG, 'image/png'],
    ['a JPEG', 'ticket.jpg', JPEG, 'image/jpeg'],
    ['a PDF', 'facture.pdf', PDF, 'application/pdf'],
  ])('accepts %s with the type sniffed from its content', async (_label, name, bytes, type) => {
    // no declared type (a Blob without one): the content decides, and agrees with the name
    const res = await upload(t.ctx.app, t.s.token, { name, bytes, type: 'application/octet-stream' });
    expect(res.statusCode).toBe(200);
    expect(objJson(res)).toMatchObject({ name, type, size: bytes.length, usage: 'EXPENSE', eventId: null });
    const [row] = await rows();
    expect(row).toMatchObject({ ownerId: t.s.userId, type, name, size: bytes.length });
  });

  it('stores the bytes under a random name, never the given one', async () => {
    const res = await upload(t.ctx.app, t.s.token, { name: 'releve-bancaire.png', bytes: PNG });
    expect(res.statusCode).toBe(200);
    const [row] = await rows();
    const stored = storedNames();
    expect(stored).toEqual([row?.storageKey]);
    expect(stored[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(stored[0]).not.toContain('releve');
    expect(objJson(res)).not.toHaveProperty('storageKey');
    expect(readFileSync(join(filesDirOf(t.ctx.app.appConfig), stored[0] ?? '')).equals(PNG)).toBe(true);
  });

  it('writes an audit line without the content', async () => {
    const res = await upload(t.ctx.app, t.s.token, { name: 'photo.png', bytes: PNG });
    const lines = await t.ctx.testDb.db.select().from(auditLog).where(eq(auditLog.action, 'file_uploaded'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ actorId: t.s.userId, subjectId: t.s.userId });
    expect(lines[0]?.detail).toMatchObject({ fileId: objJson(res).id, type: 'image/png', size: PNG.length });
    expect(JSON.stringify(lines[0]?.detail)).not.toContain(PNG.toString('base64').slice(0, 20));
  });

  it('refuses an HTML page renamed .png', async () => {
    const res = await upload(t.ctx.app, t.s.token, { name: 'photo.png', bytes: HTML, type: 'image/png' });
    expect(res.statusCode).toBe(400);
    expect(errJson(res).errorCode).toBe('file_content_type_not_allowed');
    expect(await rows()).toHaveLength(0);
    expect(storedNames()).toHaveLength(0);
  });

  it.each(['../x.png', 'a/b.png', 'a\\b.png', '..', 'a\u0001b.png', 'a\nb.png'])(
    'refuses the name %j',
    async (name) => {
      const res = await upload(t.ctx.app, t.s.token, { name, bytes: PNG });
      expect(res.statusCode).toBe(400);
      expect(errJson(res)).toMatchObject({ errorCode: 'file_name_not_allowed', errors: [{ field: 'file' }] });
      expect(await rows()).toHaveLength(0);
    },
  );

  it('accepts exactly 5 MB and refuses one byte more', async () => {
    expect(FILE_MAX_BYTES).toBe(5_242_880);
    const big = await upload(t.ctx.app, t.s.token, { name: 'big.pdf', bytes: pdfOfSize(FILE_MAX_BYTES + 1) });
    expect(big.statusCode).toBe(400);
    expect(errJson(big).errorCode).toBe('image_too_big');
    const max = await upload(t.ctx.app, t.s.token, { name: 'max.pdf', bytes: pdfOfSize(FILE_MAX_BYTES) });
    expect(max.statusCode).toBe(200);
    expect(objJson(max)).toMatchObject({ size: FILE_MAX_BYTES, type: 'application/pdf' });
    expect(await rows()).toHaveLength(1);
  });

  it('refuses a body past the limit as image_too_big, before reading it all', async () => {
    const res = await upload(t.ctx.app, t.s.token, {
      name: 'huge.pdf',
      bytes: pdfOfSize(UPLOAD_BODY_LIMIT + 10),
    });
    expect(res.statusCode).toBe(400);
    expect(errJson(res).errorCode).toBe('image_too_big');
    expect(await rows()).toHaveLength(0);
  });

  it('needs a file part and a usage', async () => {
    const noFile = await upload(t.ctx.app, t.s.token, undefined);
    expect(noFile.statusCode).toBe(400);
    expect(errJson(noFile).errors).toContainEqual({ errorCode: 'required-field', field: 'file' });
    const noUsage = await upload(t.ctx.app, t.s.token, { name: 'a.png', bytes: PNG }, {});
    expect(noUsage.statusCode).toBe(400);
    expect(errJson(noUsage).errors).toContainEqual({ errorCode: 'required-field', field: 'usage' });
    const json = await t.ctx.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: bearer(t.s.token),
      payload: { usage: 'EXPENSE' },
    });
    expect(json.statusCode).toBe(400);
    const garbled = await t.ctx.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { ...bearer(t.s.token), 'content-type': 'multipart/form-data; boundary=nope' },
      payload: 'not a form',
    });
    expect(garbled.statusCode).toBe(400);
    expect(await rows()).toHaveLength(0);
  });

  it('attaches to one of the caller’s events, never another’s or an unknown one', async () => {
    const own = await eventOf(t.ctx, t.s.userId);
    const attached = await upload(
      t.ctx.app,
      t.s.token,
      { name: 'a.png', bytes: PNG },
      { usage: 'EXPENSE', eventId: own, expenseOrder: '2' },
    );
    expect(attached.statusCode).toBe(200);
    expect(objJson(attached)).toMatchObject({ eventId: own });
    expect((await rows())[0]).toMatchObject({ eventId: own, expenseOrder: 2 });

    const others = await eventOf(t.ctx, t.ctx.testDb.people.otherId);
    const denied = await upload(
      t.ctx.app,
      t.s.token,
      { name: 'a.png', bytes: PNG },
      { usage: 'EXPENSE', eventId: others },
    );
    expect(denied.statusCode).toBe(403);
    const unknown = await upload(
      t.ctx.app,
      t.s.token,
      { name: 'a.png', bytes: PNG },
      { usage: 'EXPENSE', eventId: 'nope' },
    );
    expect(unknown.statusCode).toBe(404);
    const validated = await eventOf(t.ctx, t.s.userId, true);
    const frozen = await upload(
      t.ctx.app,
      t.s.token,
      { name: 'a.png', bytes: PNG },
      { usage: 'EXPENSE', eventId: validated },
    );
    expect(frozen.statusCode).toBe(400);
    expect(errJson(frozen).errorCode).toBe('validated_file_cannot_be_replaced');
    expect(await rows()).toHaveLength(1);
    expect(storedNames()).toHaveLength(1);
  });

  it('needs a token', async () => {
    const { payload, contentType } = await multipart({ usage: 'EXPENSE' }, { name: 'a.png', bytes: PNG });
    const res = await t.ctx.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /files with an Idempotency-Key', () => {
  it('replays the stored answer for the same file and fields (even with another boundary): one row', async () => {
    const key = newKey();
    const first = await upload(
      t.ctx.app,
      t.s.token,
      { name: 'a.png', bytes: PNG },
      { usage: 'EXPENSE' },
      key,
    );
    const again = await upload(
      t.ctx.app,
      t.s.token,
      { name: 'a.png', bytes: PNG },
      { usage: 'EXPENSE' },
      key,
    );
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await rows()).toHaveLength(1);
    expect(storedNames()).toHaveLength(1);
  });

  it('answers 422 for the same key with other bytes or other fields', async () => {
    const key = newKey();
    expect(
      (await upload(t.ctx.app, t.s.token, { name: 'a.png', bytes: PNG }, { usage: 'EXPENSE' }, key))
        .statusCode,
    ).toBe(200);
    const otherBytes = await upload(
      t.ctx.app,
      t.s.token,
      { name: 'a.png', bytes: JPEG },
      { usage: 'EXPENSE' },
      key,
    );
    expect(otherBytes.statusCode).toBe(422);
    expect(errJson(otherBytes).errorCode).toBe('idempotency_key_reused');
    const otherFields = await upload(
      t.ctx.app,
      t.s.token,
      { name: 'a.png', bytes: PNG },
      { usage: 'INVOICE' },
      key,
    );
    expect(otherFields.statusCode).toBe(422);
    expect(await rows()).toHaveLength(1);
  });

  it('keeps keys per user', async () => {
    const key = newKey();
    const other = await signIn(t.ctx.app, OTHER);
    expect(
      (await upload(t.ctx.app, t.s.token, { name: 'a.png', bytes: PNG }, { usage: 'EXPENSE' }, key))
        .statusCode,
    ).toBe(200);
    expect(
      (await upload(t.ctx.app, other.token, { name: 'a.png', bytes: PNG }, { usage: 'EXPENSE' }, key))
        .statusCode,
    ).toBe(200);
    expect(await rows()).toHaveLength(2);
  });
});

import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Cv } from '@relais/domain';
import { auditLog, files, history } from '../../db/schema/index';
import { bearer, errJson, OTHER, signIn, type Session } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';
import { JPEG, PDF, newKey, pdfOfSize, upload } from '../files/files.fixtures';

const t = useSignedInDemo();

const getCv = (s: Session = t.s, id = s.userId) =>
  t.ctx.app.inject({ method: 'GET', url: `/api/assistants/${id}/cv`, headers: bearer(s.token) });
const postCv = (body: object, s: Session = t.s, key?: string, id = s.userId) =>
  t.ctx.app.inject({
    method: 'POST',
    url: `/api/assistants/${id}/cv`,
    headers: { ...bearer(s.token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
/** POST /files with usage CV; answers the new file's id. */
const uploadCv = async (s: Session = t.s, bytes: Uint8Array = PDF, name = 'cv.pdf'): Promise<string> => {
  const res = await upload(t.ctx.app, s.token, { name, bytes }, { usage: 'CV' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: string }>().id;
};
const fileRow = async (id: string) => {
  const [row] = await t.ctx.testDb.db.select().from(files).where(eq(files.id, id));
  return row;
};
const liveCvFiles = async (ownerId: string) =>
  t.ctx.testDb.db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.ownerId, ownerId), eq(files.usage, 'CV')))
    .then(async (rows) => (await Promise.all(rows.map((r) => fileRow(r.id)))).filter((r) => !r?.deletedAt));
const completion = async (s: Session = t.s) =>
  (
    await t.ctx.app.inject({
      method: 'POST',
      url: `/api/assistants/${s.userId}/gauge?update=false`,
      headers: bearer(s.token),
    })
  ).json<{ completion: { curriculum: number; total: number } }>().completion;

describe('GET /assistants/{id}/cv', () => {
  it('answers cv: null, not a 404, when none was sent', async () => {
    const res = await getCv();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ cv: null });
  });

  it("refuses another assistant's CV (403) and reads nothing", async () => {
    const other = await signIn(t.ctx.app, OTHER);
    expect((await getCv(other, t.s.userId)).statusCode).toBe(403);
    expect(
      (await postCv({ fileId: 'x', cvFileName: 'cv.pdf' }, other, newKey(), t.s.userId)).statusCode,
    ).toBe(403);
  });
});

describe('POST /assistants/{id}/cv', () => {
  it('makes an uploaded PDF the CV: name, size, date, and a link through GET /files/token', async () => {
    const fileId = await uploadCv();
    t.ctx.clock.advance(60_000);
    const res = await postCv({ fileId, cvFileName: ' Mon CV\u202e.pdf ' }, t.s, newKey());
    expect(res.statusCode, res.body).toBe(200);
    const expected: Cv = {
      cv: {
        fileId,
        name: 'Mon CV.pdf',
        size: PDF.length,
        type: 'application/pdf',
        uploadedAt: '2026-03-11T09:01:00.000Z',
      },
    };
    expect(res.json()).toEqual(expected);
    expect((await getCv()).json()).toEqual(expected);

    const link = await t.ctx.app.inject({
      method: 'GET',
      url: `/api/files/token?userId=${t.s.userId}&fileId=${fileId}&usage=CV`,
      headers: bearer(t.s.token),
    });
    expect(link.statusCode).toBe(200);
    const content = await t.ctx.app.inject({ method: 'GET', url: link.json<{ url: string }>().url });
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(content.rawPayload, Buffer.from(PDF))).toBe(0);

    // the history line, written with the change
    const lines = await t.ctx.testDb.db
      .select()
      .from(history)
      .where(and(eq(history.assistantId, t.s.userId), eq(history.objectType, 'PROFILE')));
    expect(lines.filter((l) => (l.details as { kind?: string } | null)?.kind === 'CV')).toMatchObject([
      { eventType: 'UPDATED', label: 'Mon CV.pdf', objectId: fileId },
    ]);
  });

  it('replaces the CV: the old file is deleted (row marked, bytes gone, audited), one CV left', async () => {
    const first = await uploadCv(t.s, PDF, 'ancien.pdf');
    expect((await postCv({ fileId: first, cvFileName: 'ancien.pdf' }, t.s, newKey())).statusCode).toBe(200);
    const oldLink = await t.ctx.app.inject({
      method: 'GET',
      url: `/api/files/token?userId=${t.s.userId}&fileId=${first}`,
      headers: bearer(t.s.token),
    });
    expect(oldLink.statusCode).toBe(200);

    const second = await uploadCv(t.s, pdfOfSize(4000), 'nouveau.pdf');
    const res = await postCv({ fileId: second, cvFileName: 'nouveau.pdf' }, t.s, newKey());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Cv>().cv).toMatchObject({ fileId: second, name: 'nouveau.pdf', size: 4000 });

    expect((await fileRow(first))?.deletedAt).toBeInstanceOf(Date);
    expect(
      (await t.ctx.app.inject({ method: 'GET', url: oldLink.json<{ url: string }>().url })).statusCode,
    ).toBe(404);
    expect((await liveCvFiles(t.s.userId)).map((f) => f?.id)).toEqual([second]);
    const audits = await t.ctx.testDb.db.select().from(auditLog).where(eq(auditLog.action, 'file_deleted'));
    expect(audits.map((a) => (a.detail as { fileId?: string }).fileId)).toEqual([first]);
  });

  it('also removes an earlier CV upload that was never made the CV', async () => {
    const abandoned = await uploadCv(t.s, PDF, 'brouillon.pdf');
    const kept = await uploadCv(t.s, PDF, 'cv.pdf');
    expect((await postCv({ fileId: kept, cvFileName: 'cv.pdf' }, t.s, newKey())).statusCode).toBe(200);
    expect((await fileRow(abandoned))?.deletedAt).toBeInstanceOf(Date);
    expect((await liveCvFiles(t.s.userId)).map((f) => f?.id)).toEqual([kept]);
  });

  it('gives one CV for a replayed POST (same key), and one file for a replayed upload', async () => {
    const uploadKey = newKey();
    const a = await upload(t.ctx.app, t.s.token, { name: 'cv.pdf', bytes: PDF }, { usage: 'CV' }, uploadKey);
    const b = await upload(t.ctx.app, t.s.token, { name: 'cv.pdf', bytes: PDF }, { usage: 'CV' }, uploadKey);
    const fileId = a.json<{ id: string }>().id;
    expect(b.json<{ id: string }>().id).toBe(fileId);
    const key = newKey();
    const first = await postCv({ fileId, cvFileName: 'cv.pdf' }, t.s, key);
    t.ctx.clock.advance(1000);
    const replay = await postCv({ fileId, cvFileName: 'cv.pdf' }, t.s, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect((await liveCvFiles(t.s.userId)).map((f) => f?.id)).toEqual([fileId]);
    const lines = await t.ctx.testDb.db.select().from(history).where(eq(history.objectId, fileId));
    expect(lines.filter((l) => l.objectType === 'PROFILE')).toHaveLength(1);
  });

  it('refuses a non-PDF CV, at the upload and when linking an image uploaded for something else', async () => {
    const res = await upload(t.ctx.app, t.s.token, { name: 'cv.jpg', bytes: JPEG }, { usage: 'CV' });
    expect(res.statusCode).toBe(400);
    expect(errJson(res).errors).toEqual([{ errorCode: 'file_content_type_not_allowed', field: 'file' }]);

    const image = await upload(
      t.ctx.app,
      t.s.token,
      { name: 'photo.jpg', bytes: JPEG },
      { usage: 'EXPENSE' },
    );
    const refused = await postCv(
      { fileId: image.json<{ id: string }>().id, cvFileName: 'cv.pdf' },
      t.s,
      newKey(),
    );
    expect(refused.statusCode).toBe(400);
    // another usage reads as not found, whatever its type
    expect(errJson(refused).errors).toEqual([{ errorCode: 'not_found', field: 'fileId' }]);
    expect((await getCv()).json()).toEqual({ cv: null });
  });

  it("refuses someone else's file, a deleted file, an unknown id and a name with a path", async () => {
    const other = await signIn(t.ctx.app, OTHER);
    const theirs = await uploadCv(other);
    const deleted = await uploadCv();
    await t.ctx.app.inject({
      method: 'DELETE',
      url: `/api/files?fileId=${deleted}`,
      headers: { ...bearer(t.s.token), 'idempotency-key': newKey() },
    });
    for (const fileId of [theirs, deleted, 'unknown']) {
      const res = await postCv({ fileId, cvFileName: 'cv.pdf' }, t.s, newKey());
      expect(res.statusCode).toBe(400);
      expect(errJson(res).errors).toEqual([{ errorCode: 'not_found', field: 'fileId' }]);
    }
    const mine = await uploadCv();
    const badName = await postCv({ fileId: mine, cvFileName: '../cv.pdf' }, t.s, newKey());
    expect(errJson(badName).errors).toEqual([{ errorCode: 'file_name_not_allowed', field: 'cvFileName' }]);
    expect((await getCv()).json()).toEqual({ cv: null });
    // the other assistant's file is untouched
    expect((await fileRow(theirs))?.deletedAt).toBeNull();
  });

  it('answers cv: null once its file was deleted through DELETE /files', async () => {
    const fileId = await uploadCv();
    await postCv({ fileId, cvFileName: 'cv.pdf' }, t.s, newKey());
    await t.ctx.app.inject({
      method: 'DELETE',
      url: `/api/files?fileId=${fileId}`,
      headers: { ...bearer(t.s.token), 'idempotency-key': newKey() },
    });
    expect((await getCv()).json()).toEqual({ cv: null });
  });
});

describe('curriculum completion with the CV', () => {
  it('moves with the curriculum fields and the CV file (hand-computed)', async () => {
    // seeded: title only, 1 of 5 = 20; total (63 + 50 + 100 + 100 + 20) / 5 = 66.6 -> 67
    expect(await completion()).toMatchObject({ curriculum: 20, total: 67 });
    const fileId = await uploadCv();
    await postCv({ fileId, cvFileName: 'cv.pdf' }, t.s, newKey());
    // title + CV: 2 of 5 = 40; total (63 + 50 + 100 + 100 + 40) / 5 = 70.6 -> 71
    expect(await completion()).toMatchObject({ curriculum: 40, total: 71 });
    const put = await t.ctx.app.inject({
      method: 'PUT',
      url: `/api/assistants/${t.s.userId}/curriculum`,
      headers: { ...bearer(t.s.token), 'idempotency-key': newKey() },
      payload: { title: 'Assistante', summary: 'Dix ans en PME', experienceYears: 0, languages: [] },
    });
    expect(put.statusCode, put.body).toBe(200);
    // title, summary, years (0 counts), CV: 4 of 5 = 80; total (63 + 50 + 100 + 100 + 80) / 5 = 78.6 -> 79
    expect(await completion()).toMatchObject({ curriculum: 80, total: 79 });
    // the CV file deleted: 3 of 5 = 60; total (63 + 50 + 100 + 100 + 60) / 5 = 74.6 -> 75
    await t.ctx.app.inject({
      method: 'DELETE',
      url: `/api/files?fileId=${fileId}`,
      headers: { ...bearer(t.s.token), 'idempotency-key': newKey() },
    });
    expect(await completion()).toMatchObject({ curriculum: 60, total: 75 });
  });

  it('refuses more than 20 languages on the field the app checks early', async () => {
    const res = await t.ctx.app.inject({
      method: 'PUT',
      url: `/api/assistants/${t.s.userId}/curriculum`,
      headers: { ...bearer(t.s.token), 'idempotency-key': newKey() },
      payload: {
        title: 'x',
        summary: null,
        experienceYears: 1,
        languages: Array.from({ length: 21 }, (_, i) => `Langue ${i}`),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(errJson(res).errors.map((e) => e.field)).toEqual(['languages']);
  });
});

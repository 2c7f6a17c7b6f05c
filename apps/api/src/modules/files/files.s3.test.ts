import { existsSync, readdirSync } from 'node:fs';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { filesDirOf } from '../../config';
import { startTestS3, type TestS3 } from '../../test/s3-server';
import {
  bearer,
  createTestContext,
  OTHER,
  STAFF,
  objJson,
  signIn,
  type Session,
  type TestContext,
} from '../../test/test-app';
import type { FileStore } from './file-store';
import { HTML, PDF, PNG, eventOf, multipart, upload } from './files.fixtures';
import { s3FileStore } from './s3-file-store';

/*
 * The real app with FILE_STORE=s3 on a real S3-compatible server (s3rver on a free loopback port;
 * it does not check what signatures cover, see test/s3-server.ts): every byte goes to the bucket,
 * comes back the same with the inert headers, and deletions remove the objects.
 */

let s3: TestS3;
let ctx: TestContext;
let bucket: FileStore;
let demo: Session;

const objects = async (): Promise<string[]> => {
  const keys: string[] = [];
  for await (const key of bucket.list()) keys.push(key);
  return keys.sort();
};

beforeAll(async () => {
  s3 = await startTestS3();
  bucket = s3FileStore(s3.settings);
  ctx = await createTestContext({ fileStore: { kind: 's3', ...s3.settings } });
});
afterAll(async () => {
  await ctx.close();
  await s3.stop();
});
beforeEach(async () => {
  await ctx.reset();
  for (const key of await objects()) await bucket.remove(key);
  demo = await signIn(ctx.app);
});

const uploaded = async (
  s: Session,
  file: { name: string; bytes: Buffer },
  fields: Record<string, string> = { usage: 'EXPENSE' },
) => {
  const res = await upload(ctx.app, s.token, file, fields);
  expect(res.statusCode, res.body).toBe(200);
  return String(objJson(res)['id']);
};

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, s: Session, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(s.token), ...(payload ? { payload } : {}) });

const content = async (s: Session, fileId: string) => {
  const link = await api('GET', `/files/token?userId=${s.userId}&fileId=${fileId}`, s);
  expect(link.statusCode).toBe(200);
  return ctx.app.inject({ method: 'GET', url: String(objJson(link)['url']) });
};

describe('FILE_STORE=s3', () => {
  it('keeps a proof in the bucket (nothing on disk) and serves it byte-identical with the inert headers', async () => {
    const eventId = await eventOf(ctx, demo.userId);
    const pdf = await uploaded(demo, { name: 'facture.pdf', bytes: PDF }, { usage: 'EXPENSE', eventId });
    const png = await uploaded(demo, { name: 'ticket.png', bytes: PNG });
    expect(await objects()).toHaveLength(2);
    const dir = filesDirOf(ctx.app.appConfig);
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);

    const served = await content(demo, pdf);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PDF)).toBe(true);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-length']).toBe(String(PDF.length));
    expect(served.headers['content-disposition']).toBe("attachment; filename*=UTF-8''facture.pdf");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(String(served.headers['content-security-policy'])).toMatch(/^sandbox; default-src 'none'/);
    const image = await content(demo, png);
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect(image.headers['content-disposition']).toBe("inline; filename*=UTF-8''ticket.png");
  });

  it('checks an upload before it is stored: a refused one leaves the bucket empty', async () => {
    const res = await upload(ctx.app, demo.token, { name: 'photo.png', bytes: HTML, type: 'image/png' });
    expect(res.statusCode).toBe(400);
    expect(await objects()).toEqual([]);
  });

  it('deleting a draft report’s proof removes its object', async () => {
    const eventId = await eventOf(ctx, demo.userId);
    const proof = await uploaded(demo, { name: 'facture.pdf', bytes: PDF }, { usage: 'EXPENSE', eventId });
    expect(await objects()).toHaveLength(1);
    expect((await api('DELETE', `/files?fileId=${proof}`, demo)).statusCode).toBe(200);
    expect(await objects()).toEqual([]);
    expect((await api('GET', `/files/token?userId=${demo.userId}&fileId=${proof}`, demo)).statusCode).toBe(
      404,
    );
  });

  it('deleting a message draft removes its attachments’ objects', async () => {
    const draft = await api('POST', `/users/${demo.userId}/messages`, demo, {
      receiverId: '',
      subject: '',
      content: '',
      draft: true,
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const messageId = String(objJson(draft)['id']);
    for (const index of [0, 1]) {
      await uploaded(
        demo,
        { name: `devis-${index}.pdf`, bytes: PDF },
        { usage: 'MESSAGE', messageId, messageFileIndex: String(index) },
      );
    }
    const kept = await uploaded(demo, { name: 'ticket.png', bytes: PNG });
    expect(await objects()).toHaveLength(3);
    expect((await api('DELETE', `/users/${demo.userId}/messages/${messageId}`, demo)).statusCode).toBe(200);
    expect(await objects()).toHaveLength(1);
    expect((await content(demo, kept)).rawPayload.equals(PNG)).toBe(true);
  });

  it('deleting an account removes its objects, and only its own', async () => {
    const other = await signIn(ctx.app, OTHER);
    await uploaded(other, { name: 'facture.pdf', bytes: PDF });
    await uploaded(other, { name: 'ticket.png', bytes: PNG });
    const demoFile = await uploaded(demo, { name: 'mine.png', bytes: PNG });
    expect(await objects()).toHaveLength(3);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/${other.userId}`,
      headers: bearer(other.token),
      payload: { password: OTHER.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await objects()).toHaveLength(1);
    expect((await content(demo, demoFile)).rawPayload.equals(PNG)).toBe(true);
  });
});

describe('FILE_STORE=s3, the other readers and writers', () => {
  it('an avatar is read from the bucket to be checked square, then served from it', async () => {
    const bytes = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer();
    const fileId = await uploaded(demo, { name: 'avatar.jpg', bytes }, { usage: 'AVATAR' });
    const set = await api('PUT', `/users/${demo.userId}/picture`, demo, { fileId });
    expect(set.statusCode, set.body).toBe(200);
    const got = await ctx.app.inject({
      method: 'GET',
      url: String(objJson(set)['avatarUrl']),
      headers: bearer(demo.token),
    });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(bytes)).toBe(true);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
  });

  it('the data export streams her files from the bucket into the ZIP', async () => {
    await uploaded(demo, { name: 'facture.pdf', bytes: PDF });
    const res = await api('GET', `/users/${demo.userId}/export`, demo);
    expect(res.statusCode).toBe(200);
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const pdfs = Object.entries(zip).filter(([name]) => name.startsWith('files/') && name.endsWith('.pdf'));
    expect(pdfs).toHaveLength(1);
    expect(Buffer.from(pdfs[0]?.[1] ?? []).equals(PDF)).toBe(true);
  });

  it('a staff reply’s pending file removed by the member removes its object', async () => {
    const staff = await signIn(ctx.app, STAFF);
    const { payload, contentType } = await multipart({}, { name: 'devis.pdf', bytes: PDF });
    const staged = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/messages/${demo.userId}/files`,
      headers: { ...bearer(staff.token), 'content-type': contentType },
      payload,
    });
    expect(staged.statusCode, staged.body).toBe(200);
    expect(await objects()).toHaveLength(1);
    const id = String(objJson(staged)['id']);
    expect((await api('DELETE', `/staff/messages/${demo.userId}/files/${id}`, staff)).statusCode).toBe(200);
    expect(await objects()).toEqual([]);
  });
});

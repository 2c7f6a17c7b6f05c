import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FILE_QUOTA_BYTES, FILE_UPLOADS_PER_WINDOW, FILE_UPLOAD_WINDOW_MS } from '@relais/domain';
import { files } from '../../db/schema/index';
import { bearer, errJson, signIn, OTHER } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';
import { PNG, upload } from './files.fixtures';
import { uploadTempDirOf } from './files.routes';
import { uploadRateKey } from './files.service';

const t = useSignedInDemo();
/** A body that cannot be parsed: a refusal other than 400 proves it came before the body was read. */
const unreadBody = () =>
  t.ctx.app.inject({
    method: 'POST',
    url: '/api/files',
    headers: { ...bearer(t.s.token), 'content-type': 'multipart/form-data; boundary=x' },
    payload: 'never parsed',
  });
const tempFiles = (): string[] => {
  const dir = uploadTempDirOf(t.ctx.app.appConfig);
  return existsSync(dir) ? readdirSync(dir) : [];
};

/** A live file row of `size` bytes for the demo (no bytes on disk: only the quota reads it). */
const storedOf = async (size: number): Promise<void> => {
  const now = t.ctx.clock.now();
  await t.ctx.testDb.db.insert(files).values({
    id: randomUUID(),
    ownerId: t.s.userId,
    usage: 'EXPENSE',
    name: 'old.pdf',
    type: 'application/pdf',
    size,
    storageKey: randomUUID(),
    createdAt: now,
    updatedAt: now,
  });
};

describe('POST /files quota per user', () => {
  it('refuses with 413 file_quota_exceeded the upload that would pass the quota, on the file field', async () => {
    await storedOf(FILE_QUOTA_BYTES - PNG.length + 1);
    const res = await upload(t.ctx.app, t.s.token, { name: 'photo.png', bytes: PNG });
    expect(res.statusCode).toBe(413);
    expect(errJson(res)).toMatchObject({
      errorCode: 'file_quota_exceeded',
      errors: [{ errorCode: 'file_quota_exceeded', field: 'file' }],
    });
    expect(tempFiles()).toEqual([]);
  });

  it('takes the upload that fills the quota exactly, then refuses the next before reading it', async () => {
    await storedOf(FILE_QUOTA_BYTES - PNG.length);
    expect((await upload(t.ctx.app, t.s.token, { name: 'photo.png', bytes: PNG })).statusCode).toBe(200);
    const full = await upload(t.ctx.app, t.s.token, { name: 'photo.png', bytes: PNG });
    expect(full.statusCode).toBe(413);
    expect(errJson(full).errorCode).toBe('file_quota_exceeded');
    expect((await unreadBody()).statusCode).toBe(413);
    // another user's quota is their own
    const other = await signIn(t.ctx.app, OTHER);
    expect((await upload(t.ctx.app, other.token, { name: 'photo.png', bytes: PNG })).statusCode).toBe(200);
  });
});

describe('POST /files rate per user', () => {
  it('answers 429 too_many_uploads with Retry-After past the rate, then takes uploads again after the window', async () => {
    for (let i = 0; i < FILE_UPLOADS_PER_WINDOW; i += 1) {
      await t.ctx.app.rateLimits.claimInWindow(
        uploadRateKey(t.s.userId),
        FILE_UPLOADS_PER_WINDOW,
        FILE_UPLOAD_WINDOW_MS,
      );
    }
    const res = await upload(t.ctx.app, t.s.token, { name: 'photo.png', bytes: PNG });
    expect(res.statusCode).toBe(429);
    expect(errJson(res)).toMatchObject({
      errorCode: 'too_many_uploads',
      errors: [{ errorCode: 'too_many_uploads', field: 'file' }],
    });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(FILE_UPLOAD_WINDOW_MS / 1000);
    expect(tempFiles()).toEqual([]);
    expect((await unreadBody()).statusCode).toBe(429);
    // another user is not slowed
    const other = await signIn(t.ctx.app, OTHER);
    expect((await upload(t.ctx.app, other.token, { name: 'photo.png', bytes: PNG })).statusCode).toBe(200);

    t.ctx.clock.advance(retryAfter * 1000);
    const later = await upload(t.ctx.app, t.s.token, { name: 'photo.png', bytes: PNG });
    expect(later.statusCode).toBe(200);
  });

  it('counts each upload: the one past the rate is refused', async () => {
    for (let i = 0; i < FILE_UPLOADS_PER_WINDOW - 1; i += 1) {
      await t.ctx.app.rateLimits.claimInWindow(
        uploadRateKey(t.s.userId),
        FILE_UPLOADS_PER_WINDOW,
        FILE_UPLOAD_WINDOW_MS,
      );
    }
    expect((await upload(t.ctx.app, t.s.token, { name: 'a.png', bytes: PNG })).statusCode).toBe(200);
    expect((await upload(t.ctx.app, t.s.token, { name: 'a.png', bytes: PNG })).statusCode).toBe(429);
  });
});

import { existsSync, readdirSync } from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { unzipSync, strFromU8 } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { filesDirOf } from '../../config';
import * as schema from '../../db/schema/index';
import { auditLog, files, invoices, refreshTokens, users } from '../../db/schema/index';
import {
  OTHER,
  STAFF,
  bearer,
  createTestContext,
  errJson,
  objJson,
  signIn,
  type Session,
  type TestContext,
} from '../../test/test-app';
import { JPEG, PDF, upload } from '../files/files.fixtures';
import { NOT_EXPORTED, PERSONAL_TABLES, personalRows } from './personal-data.read-model';

/** A real square JPEG (what the app's crop sends). */
const squareJpeg = (shade: number): Promise<Buffer> =>
  sharp({ create: { width: 96, height: 96, channels: 3, background: { r: shade, g: 90, b: 160 } } })
    .jpeg({ quality: 80 })
    .toBuffer();

let ctx: TestContext;
let demo: Session;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());
beforeEach(async () => {
  await ctx.reset();
  demo = await signIn(ctx.app);
});

const uploadAvatar = async (s: Session, bytes: Buffer, usage = 'AVATAR'): Promise<string> => {
  const res = await upload(ctx.app, s.token, { name: 'avatar.jpg', bytes, type: 'image/jpeg' }, { usage });
  expect(res.statusCode).toBe(200);
  return String(objJson(res)['id']);
};

const setPicture = (s: Session, fileId: string, userId = s.userId) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/users/${userId}/picture`,
    headers: bearer(s.token),
    payload: { fileId },
  });

const getPicture = (s: Session, userId: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/pictures?userId=${userId}`, headers: bearer(s.token) });

const me = async (s: Session) =>
  objJson(await ctx.app.inject({ method: 'GET', url: '/api/assistants/me', headers: bearer(s.token) }));

const storedKeys = (): string[] => {
  const dir = filesDirOf(ctx.app.appConfig);
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('avatar pictures', () => {
  it('sets a square image as the avatar, serves it to its owner with the file headers, and me points at it', async () => {
    const bytes = await squareJpeg(40);
    const fileId = await uploadAvatar(demo, bytes);
    const set = await setPicture(demo, fileId);
    expect(set.statusCode).toBe(200);
    const url = String(objJson(set)['avatarUrl']);
    expect(url).toBe(`/api/pictures?userId=${demo.userId}&v=${fileId}`);
    expect((await me(demo))['avatarUrl']).toBe(url);

    const got = await ctx.app.inject({ method: 'GET', url, headers: bearer(demo.token) });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/jpeg');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(String(got.headers['content-security-policy'])).toContain('sandbox');
    expect(got.rawPayload.equals(bytes)).toBe(true);
  });

  it('replacing the avatar deletes the previous file and its bytes; setting the same again keeps it', async () => {
    const first = await uploadAvatar(demo, await squareJpeg(10));
    expect((await setPicture(demo, first)).statusCode).toBe(200);
    const keysBefore = storedKeys().length;
    const second = await uploadAvatar(demo, await squareJpeg(200));
    expect((await setPicture(demo, second)).statusCode).toBe(200);
    expect((await setPicture(demo, second)).statusCode).toBe(200); // a replay
    const [old] = await ctx.testDb.db.select().from(files).where(eq(files.id, first));
    expect(old?.deletedAt).not.toBeNull();
    expect(storedKeys()).toHaveLength(keysBefore); // one added, one removed
    const [kept] = await ctx.testDb.db.select().from(files).where(eq(files.id, second));
    expect(kept?.deletedAt).toBeNull();
  });

  it('refuses a picture that is not square, not uploaded for the avatar, or someone else’s', async () => {
    const wide = await uploadAvatar(demo, JPEG); // 320x240
    const notSquare = await setPicture(demo, wide);
    expect(notSquare.statusCode).toBe(400);
    expect(errJson(notSquare).errors?.[0]).toMatchObject({ errorCode: 'avatar_not_square', field: 'fileId' });

    const expense = await uploadAvatar(demo, await squareJpeg(1), 'EXPENSE');
    const wrongUsage = await setPicture(demo, expense);
    expect(wrongUsage.statusCode).toBe(400);
    expect(errJson(wrongUsage).errors?.[0]?.errorCode).toBe('avatar_file_invalid');

    const other = await signIn(ctx.app, OTHER);
    const othersFile = await uploadAvatar(other, await squareJpeg(2));
    expect((await setPicture(demo, othersFile)).statusCode).toBe(403);
    expect((await setPicture(demo, 'no-such-file')).statusCode).toBe(404);
    expect((await me(demo))['avatarUrl']).toBeNull();
  });

  it('shows an avatar to its owner and to staff through their call (audited), never to another assistant; 404 when none', async () => {
    expect((await getPicture(demo, demo.userId)).statusCode).toBe(404);
    await setPicture(demo, await uploadAvatar(demo, await squareJpeg(3)));
    const other = await signIn(ctx.app, OTHER);
    expect((await getPicture(other, demo.userId)).statusCode).toBe(403);
    const staff = await signIn(ctx.app, STAFF);
    // her own route refuses staff; the staff call answers the same bytes, audited
    expect((await getPicture(staff, demo.userId)).statusCode).toBe(403);
    const byStaff = await ctx.app.inject({
      method: 'GET',
      url: `/api/staff/assistants/${demo.userId}/picture`,
      headers: bearer(staff.token),
    });
    expect(byStaff.statusCode).toBe(200);
    expect(byStaff.rawPayload).toEqual((await getPicture(demo, demo.userId)).rawPayload);
    const audited = await ctx.testDb.db.select().from(auditLog).where(eq(auditLog.action, 'staff_access'));
    expect(audited).toMatchObject([{ actorId: staff.userId, subjectId: demo.userId }]);
  });

  it('removing the avatar deletes its file and bytes; the initials show (avatarUrl null)', async () => {
    const fileId = await uploadAvatar(demo, await squareJpeg(4));
    await setPicture(demo, fileId);
    const keys = storedKeys().length;
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/${demo.userId}/picture`,
      headers: bearer(demo.token),
    });
    expect(removed.statusCode).toBe(200);
    expect(objJson(removed)).toEqual({ avatarUrl: null });
    expect((await me(demo))['avatarUrl']).toBeNull();
    expect((await getPicture(demo, demo.userId)).statusCode).toBe(404);
    expect(storedKeys()).toHaveLength(keys - 1);
  });
});

describe('avatar badge, kept on the server', () => {
  const mark = (date: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${demo.userId}/avatar-badge`,
      headers: bearer(demo.token),
      payload: { date },
    });

  it('records the day the menu was opened; a late replay of an older day never moves it back', async () => {
    expect(objJson(await mark('2026-03-11'))).toEqual({ avatarBadgeShownAt: '2026-03-11' });
    expect((await me(demo))['avatarBadgeShownAt']).toBe('2026-03-11');
    expect(objJson(await mark('2026-03-02'))).toEqual({ avatarBadgeShownAt: '2026-03-11' });
    // a second device signing in reads the same day
    const again = await signIn(ctx.app);
    expect((await me(again))['avatarBadgeShownAt']).toBe('2026-03-11');
  });

  it('refuses a day after tomorrow (400 date-out-of-range) and another user’s badge (403)', async () => {
    expect((await mark('2026-03-12')).statusCode).toBe(200); // tomorrow: clock skew allowed
    const future = await mark('2026-03-14');
    expect(future.statusCode).toBe(400);
    expect(errJson(future).errors?.[0]?.errorCode).toBe('date-out-of-range');
    const other = await signIn(ctx.app, OTHER);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${demo.userId}/avatar-badge`,
      headers: bearer(other.token),
      payload: { date: '2026-03-11' },
    });
    expect(res.statusCode).toBe(403);
  });
});

const exportOf = (s: Session, userId = s.userId) =>
  ctx.app.inject({ method: 'GET', url: `/api/users/${userId}/export`, headers: bearer(s.token) });

describe('download my data', () => {
  it('answers a ZIP of every personal table as JSON and every live file, byte for byte', async () => {
    const avatar = await squareJpeg(5);
    const avatarId = await uploadAvatar(demo, avatar);
    await setPicture(demo, avatarId);
    const proof = await upload(
      ctx.app,
      demo.token,
      { name: 'contrat.pdf', bytes: PDF, type: 'application/pdf' },
      {
        usage: 'FOLDER',
      },
    );
    const proofId = String(objJson(proof)['id']);

    const res = await exportOf(demo);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(String(res.headers['content-disposition'])).toMatch(
      /^attachment; filename\*=UTF-8''relais-data-2026-03-11\.zip$/,
    );
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(zip);
    expect(names).toContain('README.txt');
    for (const entry of PERSONAL_TABLES) expect(names).toContain(`data/${entry.file}`);

    const json = (name: string) =>
      JSON.parse(strFromU8(zip[name] ?? new Uint8Array())) as Record<string, unknown>[];
    const [profile] = json('data/profile.json');
    expect(profile).toMatchObject({ id: demo.userId, loginEmail: 'demo@relais.test' });
    expect(profile).not.toHaveProperty('passwordHash');
    expect(json('data/invoices.json').length).toBeGreaterThan(0);
    expect(json('data/interventions.json').length).toBeGreaterThan(0);
    expect(json('data/files.json').every((f) => !('storageKey' in f))).toBe(true);
    expect(json('data/avatar.json')).toEqual([expect.objectContaining({ fileId: avatarId })]);
    // never another person's rows
    expect(json('data/interventions.json').every((e) => e['assistantId'] === demo.userId)).toBe(true);

    const avatarEntry = names.find((n) => n.startsWith(`files/avatar/${avatarId}-`));
    const proofEntry = names.find((n) => n === `files/folder/${proofId}-contrat.pdf`);
    expect(Buffer.from(zip[avatarEntry ?? ''] ?? []).equals(avatar)).toBe(true);
    expect(Buffer.from(zip[proofEntry ?? ''] ?? []).equals(PDF)).toBe(true);
  });

  it('is the owner’s alone (another assistant and staff: 403) and limited to 3 an hour (429 with Retry-After)', async () => {
    const other = await signIn(ctx.app, OTHER);
    expect((await exportOf(other, demo.userId)).statusCode).toBe(403);
    const staff = await signIn(ctx.app, STAFF);
    expect((await exportOf(staff, demo.userId)).statusCode).toBe(403);
    for (let i = 0; i < 3; i += 1) expect((await exportOf(demo)).statusCode).toBe(200);
    const limited = await exportOf(demo);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

const deleteOf = (s: Session, password: string, userId = s.userId) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/users/${userId}`,
    headers: bearer(s.token),
    payload: { password },
  });

describe('account deletion', () => {
  it('is refused for another person’s account, a staff account, or a wrong password', async () => {
    const other = await signIn(ctx.app, OTHER);
    expect((await deleteOf(other, OTHER.password, demo.userId)).statusCode).toBe(403);
    const staff = await signIn(ctx.app, STAFF);
    expect((await deleteOf(staff, STAFF.password, demo.userId)).statusCode).toBe(403);
    const own = await deleteOf(staff, STAFF.password);
    expect(own.statusCode).toBe(403);
    expect(errJson(own).errorCode).toBe('staff_account_not_deletable');
    const wrong = await deleteOf(demo, 'not-the-password');
    expect(wrong.statusCode).toBe(400);
    expect(errJson(wrong).errors?.[0]).toMatchObject({ errorCode: 'password_incorrect', field: 'password' });
    const [still] = await ctx.testDb.db.select().from(users).where(eq(users.id, demo.userId));
    expect(still).toBeDefined();
  });

  it('removes personal rows and files, revokes sessions, keeps issued invoices detached, and sign-in then fails', async () => {
    const db = ctx.testDb.db;
    const avatarId = await uploadAvatar(demo, await squareJpeg(6));
    await setPicture(demo, avatarId);
    const pdf = await upload(
      ctx.app,
      demo.token,
      { name: 'facture.pdf', bytes: PDF, type: 'application/pdf' },
      {
        usage: 'INVOICE',
      },
    );
    const invoicePdfId = String(objJson(pdf)['id']);
    const [anInvoice] = await db.select().from(invoices).where(eq(invoices.assistantId, demo.userId));
    if (!anInvoice) throw new Error('the seed gives the demo assistant invoices');
    await db.update(invoices).set({ fileId: invoicePdfId }).where(eq(invoices.id, anInvoice.id));
    const invoicesBefore = await db.select().from(invoices).where(eq(invoices.assistantId, demo.userId));
    const [invoicePdf] = await db.select().from(files).where(eq(files.id, invoicePdfId));
    const secondDevice = await signIn(ctx.app);

    const res = await deleteOf(demo, 'relais-demo');
    expect(res.statusCode).toBe(200);

    // personal rows: none left in any personal table, the user row gone
    for (const entry of PERSONAL_TABLES) {
      expect(await personalRows(db, entry, demo.userId), entry.file).toEqual([]);
    }
    expect(await db.select().from(refreshTokens).where(eq(refreshTokens.userId, demo.userId))).toEqual([]);

    // issued invoices kept, same legal fields, under an anonymous owner with nothing of hers
    const kept = await db
      .select()
      .from(invoices)
      .where(
        inArray(
          invoices.id,
          invoicesBefore.map((i) => i.id),
        ),
      );
    expect(kept).toHaveLength(invoicesBefore.length);
    const ownerId = kept[0]?.assistantId ?? '';
    expect(ownerId).not.toBe(demo.userId);
    for (const before of invoicesBefore) {
      const after = kept.find((k) => k.id === before.id);
      expect(after).toMatchObject({
        assistantId: ownerId,
        invoiceNumber: before.invoiceNumber,
        invoiceDate: before.invoiceDate,
        month: before.month,
        amountWithTaxCents: before.amountWithTaxCents,
        status: before.status,
        fileId: before.fileId,
      });
    }
    const [anonymous] = await db.select().from(users).where(eq(users.id, ownerId));
    expect(anonymous).toMatchObject({
      status: 'DELETED',
      passwordHash: null,
      firstName: '',
      lastName: '',
      phone: null,
    });
    expect(anonymous?.loginEmail).not.toContain('demo');
    // the invoice's PDF kept (row and bytes), every other file's bytes removed
    const [keptPdf] = await db.select().from(files).where(eq(files.id, invoicePdfId));
    expect(keptPdf?.ownerId).toBe(ownerId);
    expect(storedKeys()).toEqual([invoicePdf?.storageKey]);

    // audit lines about her stay, without her id or address
    const lines = await db.select().from(auditLog);
    expect(lines.some((l) => l.actorId === demo.userId || l.subjectId === demo.userId)).toBe(false);
    expect(lines.filter((l) => l.subjectId === ownerId).every((l) => l.ip === null)).toBe(true);
    expect(lines.some((l) => l.action === 'account_deleted')).toBe(true);

    // every session: the access token of another device, its refresh cookie
    const call = await ctx.app.inject({
      method: 'GET',
      url: '/api/assistants/me',
      headers: bearer(secondDevice.token),
    });
    expect(call.statusCode).toBe(401);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refreshToken',
      cookies: { relais_refresh: secondDevice.refreshCookie },
    });
    expect(refresh.statusCode).toBe(401);

    // signing in fails exactly like a wrong password
    const signin = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signin/assistant',
      payload: { username: 'demo@relais.test', password: 'relais-demo' },
    });
    const wrongPassword = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signin/assistant',
      payload: { username: OTHER.email, password: 'wrong-password' },
    });
    expect(signin.statusCode).toBe(wrongPassword.statusCode);
    expect(errJson(signin).errorCode).toBe(errJson(wrongPassword).errorCode);
  });
});

describe('account deletion without invoices', () => {
  it('leaves no anonymous owner, and the audit lines about her lose her id', async () => {
    const db = ctx.testDb.db;
    await db.delete(invoices).where(eq(invoices.assistantId, demo.userId));
    const usersBefore = (await db.select({ id: users.id }).from(users)).length;
    expect((await deleteOf(demo, 'relais-demo')).statusCode).toBe(200);
    expect((await db.select({ id: users.id }).from(users)).length).toBe(usersBefore - 1);
    const lines = await db.select().from(auditLog);
    expect(lines.some((l) => l.actorId === demo.userId || l.subjectId === demo.userId)).toBe(false);
    expect(lines.find((l) => l.action === 'account_deleted')).toMatchObject({ actorId: null, ip: null });
  });
});

describe('the personal tables list', () => {
  it('names every table that refers to users (add a new per-user table to PERSONAL_TABLES)', () => {
    const listed = new Set<PgTable>([...PERSONAL_TABLES.map((e) => e.table), ...NOT_EXPORTED.keys()]);
    const tables = (Object.values(schema) as unknown[]).filter(
      (v): v is PgTable => typeof v === 'object' && v !== null && Symbol.for('drizzle:IsDrizzleTable') in v,
    );
    const referring = tables.filter((t) =>
      getTableConfig(t).foreignKeys.some((fk) => fk.reference().foreignTable === users),
    );
    expect(referring.length).toBeGreaterThan(10);
    const missing = referring.filter((t) => !listed.has(t)).map((t) => getTableConfig(t).name);
    expect(missing).toEqual([]);
  });

  it('keeps no personal table outside the cascade from users (deletion relies on it)', () => {
    for (const entry of PERSONAL_TABLES) {
      if (entry.table === users || entry.via) continue;
      const fk = getTableConfig(entry.table).foreignKeys.find(
        (f) => f.reference().foreignTable === users && f.reference().columns.includes(entry.owner),
      );
      expect(fk?.onDelete, getTableConfig(entry.table).name).toBe('cascade');
    }
  });
});

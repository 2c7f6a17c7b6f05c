import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { StaffDocumentChoices, StaffDocumentPage } from '@relais/contract';
import { and, eq } from 'drizzle-orm';
import { files, folderDocuments } from '../../db/schema/index';
import { bearer, DEMO, FINANCE, OTHER, signIn, STAFF, TEST_NOW, type Session } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';

const t = useSignedInDemo();

const get = (url: string, s: Session) =>
  t.ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(s.token) });
const list = async (query: string) =>
  (await get(`/staff/documents${query}`, await signIn(t.ctx.app, STAFF))).json<StaffDocumentPage>();

const at = (minutes: number) => new Date(new Date(TEST_NOW).getTime() + minutes * 60_000);
const day = (days: number) =>
  at(days * 24 * 60)
    .toISOString()
    .slice(0, 10);

type Row = typeof folderDocuments.$inferInsert;
const row = (assistantId: string, fileType: string, fields: Partial<Row>): Row => ({
  id: randomUUID(),
  assistantId,
  fileType,
  createdAt: at(-10_000),
  updatedAt: at(-10_000),
  ...fields,
});

/**
 * Hand-made documents in place of the seed's: for the demo and "other", sent at known times, some
 * validated with known expiry dates, one validated with a new version waiting beside it.
 */
const handMade = async () => {
  const demo = (await signIn(t.ctx.app, DEMO)).userId;
  const other = (await signIn(t.ctx.app, OTHER)).userId;
  const db = t.ctx.testDb.db;
  await db.delete(folderDocuments);
  await db.insert(folderDocuments).values([
    row(demo, 'INSEE_CARD', { status: 'PENDING', updatedAt: at(-300) }),
    row(other, 'LAST_DIPLOMA', { status: 'PENDING', updatedAt: at(-200) }),
    row(demo, 'IDENTITY_DOCUMENT', { status: 'PENDING', updatedAt: at(-100), expirationDate: day(900) }),
    // validated, a new version sent beside it: waiting since its sending
    row(other, 'PROFESSIONAL_INSURANCE', {
      status: 'VALIDATED',
      expirationDate: day(10),
      replacementStatus: 'PENDING',
      replacementExpirationDate: day(400),
      replacementSentAt: at(-250),
    }),
    // not waiting: refused, validated (no date, far date), a refused replacement
    row(other, 'CRIMINAL_RECORD', { status: 'REJECTED', refusalReason: 'Illisible' }),
    row(demo, 'SIGNED_CONTRACT', { status: 'VALIDATED' }),
    row(demo, 'PROFESSIONAL_INSURANCE', { status: 'VALIDATED', expirationDate: day(60) }),
    row(other, 'BANK_DETAILS', {
      status: 'VALIDATED',
      replacementStatus: 'REJECTED',
      replacementSentAt: at(-50),
    }),
    // expiring: expired 5 days ago, on the 30th day, and a validated identity document in 20 days
    row(demo, 'REGISTRATION_CERTIFICATE', { status: 'VALIDATED', expirationDate: day(-5) }),
    row(other, 'IDENTITY_DOCUMENT', { status: 'VALIDATED', expirationDate: day(30) }),
    row(other, 'OTHER', { status: 'VALIDATED', expirationDate: day(31) }),
  ]);
  return { demo, other };
};

describe('GET /staff/documents', () => {
  it('lists the versions waiting, oldest sent first, the replacements among them, with the oldest sending', async () => {
    const { demo, other } = await handMade();
    const page = await list('');
    expect(page).toMatchObject({ total: 4, page: 0, size: 25, oldestAt: at(-300).toISOString() });
    expect(page.items.map((i) => [i.assistant.id, i.fileType, i.replacing, i.sentAt])).toEqual([
      [demo, 'INSEE_CARD', false, at(-300).toISOString()],
      [other, 'PROFESSIONAL_INSURANCE', true, at(-250).toISOString()],
      [other, 'LAST_DIPLOMA', false, at(-200).toISOString()],
      [demo, 'IDENTITY_DOCUMENT', false, at(-100).toISOString()],
    ]);
    // the waiting version's expiry date (not the one in force), the type's rule, the names
    expect(page.items[1]).toMatchObject({
      state: 'SENT',
      status: 'PENDING',
      expirationDate: day(400),
      expiry: 'required',
      assistant: { id: other, name: expect.any(String) as string },
    });
    expect(page.items[0]?.assistant.name).not.toBe('');
  });

  it("shows a version's live file (name, type, size) and none once the file is deleted", async () => {
    const { demo } = await handMade();
    const db = t.ctx.testDb.db;
    const file = (name: string, deletedAt: Date | null) => ({
      id: randomUUID(),
      ownerId: demo,
      usage: 'FOLDER' as const,
      name,
      type: 'application/pdf' as const,
      size: 1234,
      storageKey: randomUUID(),
      deletedAt,
      createdAt: at(-400),
      updatedAt: at(-400),
    });
    const live = file('carte-insee.pdf', null);
    const gone = file('identite.pdf', at(-10));
    await db.insert(files).values([live, gone]);
    await db
      .update(folderDocuments)
      .set({ fileId: live.id })
      .where(eq(folderDocuments.fileType, 'INSEE_CARD'));
    await db
      .update(folderDocuments)
      .set({ fileId: gone.id })
      .where(and(eq(folderDocuments.fileType, 'IDENTITY_DOCUMENT'), eq(folderDocuments.status, 'PENDING')));
    const items = (await list('')).items;
    expect(items.find((i) => i.fileType === 'INSEE_CARD')?.file).toEqual({
      id: live.id,
      name: 'carte-insee.pdf',
      type: 'application/pdf',
      size: 1234,
    });
    const identity = items.find((i) => i.fileType === 'IDENTITY_DOCUMENT');
    expect(identity?.fileId).toBe(gone.id);
    expect(identity?.file).toBeNull();
  });

  it('filters by assistant and by type, and pages (0-based) with the total of the filter', async () => {
    const { demo, other } = await handMade();
    const mine = await list(`?assistantId=${demo}`);
    expect(mine.items.map((i) => i.fileType)).toEqual(['INSEE_CARD', 'IDENTITY_DOCUMENT']);
    expect(mine).toMatchObject({ total: 2, oldestAt: at(-300).toISOString() });
    const insurance = await list('?fileType=PROFESSIONAL_INSURANCE');
    expect(insurance.items.map((i) => [i.assistant.id, i.replacing])).toEqual([[other, true]]);
    expect((await list(`?assistantId=${demo}&fileType=LAST_DIPLOMA`)).items).toEqual([]);

    const second = await list('?size=3&page=1');
    expect(second).toMatchObject({ total: 4, page: 1, size: 3, oldestAt: at(-300).toISOString() });
    expect(second.items.map((i) => i.fileType)).toEqual(['IDENTITY_DOCUMENT']);
    // past the last page the summary is read alone
    expect(await list('?size=3&page=5')).toMatchObject({
      items: [],
      total: 4,
      oldestAt: at(-300).toISOString(),
    });
    const home = await list('?size=1');
    expect([home.total, home.items.length, home.oldestAt]).toEqual([4, 1, at(-300).toISOString()]);
  });

  it('lists the validated documents expired or expiring within 30 days, soonest first', async () => {
    const { demo, other } = await handMade();
    const page = await list('?state=expiring');
    expect(page.items.map((i) => [i.assistant.id, i.fileType, i.state, i.expirationDate])).toEqual([
      [demo, 'REGISTRATION_CERTIFICATE', 'EXPIRED', day(-5)],
      [other, 'PROFESSIONAL_INSURANCE', 'EXPIRING_SOON', day(10)],
      [other, 'IDENTITY_DOCUMENT', 'EXPIRING_SOON', day(30)],
    ]);
    expect(page).toMatchObject({ total: 3, oldestAt: null });
    expect(page.items.every((i) => i.status === 'VALIDATED' && !i.replacing)).toBe(true);
    const theirs = await list(`?state=expiring&assistantId=${other}&size=1&page=1`);
    expect(theirs.items.map((i) => i.fileType)).toEqual(['IDENTITY_DOCUMENT']);
    expect(theirs.total).toBe(2);
    expect(await list('?state=expiring&size=3&page=1')).toMatchObject({ items: [], total: 3 });
  });

  it('answers an empty queue with no oldest, and refuses a bad filter', async () => {
    await handMade();
    await t.ctx.testDb.db.delete(folderDocuments);
    expect(await list('')).toEqual({ items: [], total: 0, page: 0, size: 25, oldestAt: null });
    const staff = await signIn(t.ctx.app, STAFF);
    expect((await get('/staff/documents?size=101', staff)).statusCode).toBe(400);
    expect((await get('/staff/documents?state=all', staff)).statusCode).toBe(400);
    expect((await get('/staff/documents?fileType=PASSPORT', staff)).statusCode).toBe(400);
  });

  it('names the assistants with a document waiting or expiring (the filter)', async () => {
    const { demo, other } = await handMade();
    const choices = (
      await get('/staff/documents/choices', await signIn(t.ctx.app, STAFF))
    ).json<StaffDocumentChoices>();
    expect(choices.assistants.map((a) => a.id).sort()).toEqual([demo, other].sort());
  });

  it('is for staff with the recruitment permission only', async () => {
    const finance = await signIn(t.ctx.app, FINANCE);
    for (const url of ['/staff/documents', '/staff/documents/choices', `/staff/documents/x/content`]) {
      expect((await get(url, finance)).statusCode).toBe(403);
      expect((await get(url, t.s)).statusCode).toBe(403);
    }
    expect((await t.ctx.app.inject({ method: 'GET', url: '/api/staff/documents' })).statusCode).toBe(401);
  });
});

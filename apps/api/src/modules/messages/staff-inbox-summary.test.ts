import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StaffInboxPage } from '@relais/contract';
import { messages } from '../../db/schema/index';
import { bearer, FINANCE, signIn, STAFF } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';

const t = useSignedInDemo();

const inbox = async (query = ''): Promise<StaffInboxPage> => {
  const staff = await signIn(t.ctx.app, STAFF);
  const res = await t.ctx.app.inject({
    method: 'GET',
    url: `/api/staff/messages${query}`,
    headers: bearer(staff.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StaffInboxPage>();
};

/**
 * The inbox lists conversations from their summary rows, which a trigger on `messages` recomputes
 * (migration 0028): a message written by any path, even straight into the table, is in the list, and
 * reading, moving or deleting messages keeps the summary true.
 */
describe('the team inbox summary (trigger on messages)', () => {
  it('follows messages written, read and deleted outside the app', async () => {
    const staff = await signIn(t.ctx.app, STAFF);
    const id = randomUUID();
    const sentAt = new Date(t.ctx.clock.now().getTime() + 3_600_000);
    await t.ctx.testDb.db.insert(messages).values({
      id,
      senderId: t.s.userId,
      receiverId: staff.userId,
      subject: 'Écrit à la main',
      content: '<p>Par un import</p>',
      searchKey: 'ecrit a la main par un import',
      sentAt,
      createdAt: sentAt,
      updatedAt: sentAt,
    });
    let first = (await inbox()).items[0];
    expect(first).toMatchObject({
      id: t.s.userId,
      subject: 'Écrit à la main',
      unread: true,
      lastFromAssistant: true,
    });
    expect(first?.lastAt).toBe(sentAt.toISOString());
    expect((await inbox('?box=unread')).items.map((i) => i.id)).toContain(t.s.userId);
    expect((await inbox('?q=IMPORT')).items.map((i) => i.id)).toEqual([t.s.userId]);

    await t.ctx.testDb.db.update(messages).set({ readAt: sentAt }).where(eq(messages.id, id));
    first = (await inbox()).items.find((i) => i.id === t.s.userId);
    expect(first?.unread).toBe(false);

    await t.ctx.testDb.db.delete(messages).where(eq(messages.id, id));
    const after = (await inbox()).items.find((i) => i.id === t.s.userId);
    expect(after?.subject).not.toBe('Écrit à la main');
    expect((await inbox('?q=import')).items).toEqual([]);
  });

  it('keeps no conversation for a draft nor between two staff members', async () => {
    const staff = await signIn(t.ctx.app, STAFF);
    const finance = await signIn(t.ctx.app, FINANCE);
    const before = (await inbox()).total;
    const now = t.ctx.clock.now();
    const line = (senderId: string, receiverId: string, subject: string, draft: boolean) => ({
      id: randomUUID(),
      senderId,
      receiverId,
      subject,
      content: '<p>x</p>',
      searchKey: subject.toLowerCase(),
      draft,
      sentAt: draft ? null : now,
      createdAt: now,
      updatedAt: now,
    });
    await t.ctx.testDb.db
      .insert(messages)
      .values([
        line(t.s.userId, staff.userId, 'Brouillon', true),
        line(finance.userId, staff.userId, 'Entre collègues', false),
      ]);
    expect((await inbox()).total).toBe(before);
    expect((await inbox('?q=brouillon')).items).toEqual([]);
    expect((await inbox('?q=collegues')).items).toEqual([]);
  });
});

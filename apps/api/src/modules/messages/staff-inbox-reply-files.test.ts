import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FILE_MAX_BYTES, MESSAGE_FILES_MAX, type Message, type MessagePage } from '@relais/domain';
import { auditLog, files, users } from '../../db/schema/index';
import { bearer, errJson, FINANCE, OTHER, signIn, STAFF, type Session } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';
import { HTML, JPEG, PDF, multipart, pdfOfSize, type UploadFile } from '../files/files.fixtures';
import { PENDING_REPLY_FILE_TTL_MS } from '../files/reply-files';

const t = useSignedInDemo();

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, s: Session, payload?: object) =>
  t.ctx.app.inject({ method, url: `/api${url}`, headers: bearer(s.token), ...(payload ? { payload } : {}) });

/** POST /staff/messages/{conversationId}/files as `s`. */
const stage = async (
  s: Session,
  conversationId: string,
  file: UploadFile = { name: 'devis.pdf', bytes: PDF },
) => {
  const { payload, contentType } = await multipart({}, file);
  return t.ctx.app.inject({
    method: 'POST',
    url: `/api/staff/messages/${conversationId}/files`,
    headers: { ...bearer(s.token), 'content-type': contentType },
    payload,
  });
};
const staged = async (s: Session, conversationId: string, file?: UploadFile): Promise<string> => {
  const res = await stage(s, conversationId, file);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: string }>().id;
};
const reply = (s: Session, conversationId: string, fileIds: string[]) =>
  api('POST', `/staff/messages/${conversationId}/reply`, s, { content: '<p>Voici le devis</p>', fileIds });

/** The finance member made a support member too: another member of the team. */
const secondMember = async (): Promise<Session> => {
  const finance = await signIn(t.ctx.app, FINANCE);
  await t.ctx.testDb.db
    .update(users)
    .set({ staffPermissions: ['support'] })
    .where(eq(users.id, finance.userId));
  return finance;
};

/** OTHER writes to the team: a second conversation. */
const otherConversation = async (): Promise<string> => {
  const other = await signIn(t.ctx.app, OTHER);
  const res = await api('POST', `/users/${other.userId}/messages`, other, {
    receiverId: t.ctx.testDb.people.staffId,
    subject: 'Question',
    content: '<p>Bonjour</p>',
    draft: false,
  });
  expect(res.statusCode, res.body).toBe(200);
  return other.userId;
};

const fileRow = async (id: string) => (await t.ctx.testDb.db.select().from(files).where(eq(files.id, id)))[0];

describe('a staff reply with files', () => {
  it('attaches the pending uploads; she lists, opens and downloads them; the staff route serves them', async () => {
    const staff = await signIn(t.ctx.app, STAFF);
    const pdf = await staged(staff, t.s.userId);
    const jpeg = await staged(staff, t.s.userId, { name: 'photo.jpg', bytes: JPEG, type: 'image/jpeg' });
    const res = await reply(staff, t.s.userId, [pdf, jpeg]);
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json<Message>();
    expect(sent.files.map((f) => [f.id, f.name])).toEqual([
      [pdf, 'devis.pdf'],
      [jpeg, 'photo.jpg'],
    ]);

    // her received list shows the attachment icon, her message view the files
    const received = (
      await api('GET', `/users/${t.s.userId}/messages/type/received`, t.s)
    ).json<MessagePage>();
    expect(received.content.find((m) => m.id === sent.id)?.fileCount).toBe(2);
    const seen = (await api('GET', `/users/${t.s.userId}/messages/${sent.id}`, t.s)).json<Message>();
    expect(seen.files.map((f) => f.id)).toEqual([pdf, jpeg]);
    const tok = await api('GET', `/files/token?userId=${t.s.userId}&fileId=${pdf}`, t.s);
    expect(tok.statusCode, tok.body).toBe(200);
    const bytes = await t.ctx.app.inject({ method: 'GET', url: tok.json<{ url: string }>().url });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.equals(PDF)).toBe(true);
    // another assistant cannot
    const other = await signIn(t.ctx.app, OTHER);
    expect((await api('GET', `/files/token?userId=${other.userId}&fileId=${pdf}`, other)).statusCode).toBe(
      403,
    );

    const staffRead = await api('GET', `/staff/messages/${t.s.userId}/files/${pdf}/content`, staff);
    expect(staffRead.statusCode).toBe(200);
    expect(staffRead.rawPayload.equals(PDF)).toBe(true);
    // sent: no longer pending (neither removable nor attachable again)
    expect((await api('DELETE', `/staff/messages/${t.s.userId}/files/${pdf}`, staff)).statusCode).toBe(404);
    expect((await reply(staff, t.s.userId, [pdf])).statusCode).toBe(404);

    const audited = await t.ctx.testDb.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff_reply_file_uploaded'), eq(auditLog.actorId, staff.userId)));
    expect(audited.map((a) => a.subjectId)).toEqual([t.s.userId, t.s.userId]);
  });

  it('is support work: the assistant and a member without support are refused', async () => {
    const finance = await signIn(t.ctx.app, FINANCE);
    expect((await stage(t.s, t.s.userId)).statusCode).toBe(403);
    expect((await stage(finance, t.s.userId)).statusCode).toBe(403);
    const staff = await signIn(t.ctx.app, STAFF);
    const id = await staged(staff, t.s.userId);
    expect((await api('DELETE', `/staff/messages/${t.s.userId}/files/${id}`, t.s)).statusCode).toBe(403);
    expect((await api('DELETE', `/staff/messages/${t.s.userId}/files/${id}`, finance)).statusCode).toBe(403);
    expect((await stage(staff, 'nobody-here')).statusCode).toBe(404);
  });

  it('refuses a file as her compose does: too big, bad type, more than MESSAGE_FILES_MAX', async () => {
    const staff = await signIn(t.ctx.app, STAFF);
    const big = await stage(staff, t.s.userId, { name: 'big.pdf', bytes: pdfOfSize(FILE_MAX_BYTES + 1) });
    expect(big.statusCode).toBe(400);
    expect(errJson(big).errorCode).toBe('image_too_big');
    const page = await stage(staff, t.s.userId, { name: 'page.png', bytes: HTML, type: 'image/png' });
    expect(page.statusCode).toBe(400);
    expect(errJson(page).errorCode).toBe('file_content_type_not_allowed');
    const ids: string[] = [];
    for (let i = 0; i <= MESSAGE_FILES_MAX; i += 1) ids.push(await staged(staff, t.s.userId));
    const tooMany = await reply(staff, t.s.userId, ids);
    expect(tooMany.statusCode).toBe(400);
    expect(errJson(tooMany).errors).toEqual([expect.objectContaining({ errorCode: 'value-out-of-range' })]);
    // nothing half-done: every upload still pending
    for (const id of ids) expect((await fileRow(id))?.messageId).toBeNull();
  });

  it("refuses another member's upload and another conversation's, sending nothing", async () => {
    const staff = await signIn(t.ctx.app, STAFF);
    const second = await secondMember();
    const otherId = await otherConversation();
    const mine = await staged(staff, t.s.userId);
    const hers = await staged(second, t.s.userId);
    const elsewhere = await staged(staff, otherId);
    const before = (await api('GET', `/users/${t.s.userId}/messages/type/received`, t.s)).json<MessagePage>();
    for (const ids of [
      [mine, hers],
      [mine, elsewhere],
      [mine, 'unknown'],
      [mine, mine],
    ]) {
      const res = await reply(staff, t.s.userId, ids);
      expect(res.statusCode, JSON.stringify(ids)).toBe(404);
    }
    const after = (await api('GET', `/users/${t.s.userId}/messages/type/received`, t.s)).json<MessagePage>();
    expect(after.totalElements).toBe(before.totalElements);
    expect((await fileRow(mine))?.messageId).toBeNull();
    // nor may one remove another member's
    expect((await api('DELETE', `/staff/messages/${t.s.userId}/files/${hers}`, staff)).statusCode).toBe(404);
    expect((await api('DELETE', `/staff/messages/${otherId}/files/${mine}`, staff)).statusCode).toBe(404);
  });

  it('removes a pending upload on demand, and those left a day at the next upload', async () => {
    const staff = await signIn(t.ctx.app, STAFF);
    const removed = await staged(staff, t.s.userId);
    const rm = await api('DELETE', `/staff/messages/${t.s.userId}/files/${removed}`, staff);
    expect(rm.statusCode, rm.body).toBe(200);
    expect((await fileRow(removed))?.deletedAt).not.toBeNull();
    expect((await reply(staff, t.s.userId, [removed])).statusCode).toBe(404);

    const left = await staged(staff, t.s.userId);
    t.ctx.clock.advance(PENDING_REPLY_FILE_TTL_MS + 1000);
    const fresh = await staged(await signIn(t.ctx.app, STAFF), t.s.userId);
    expect((await fileRow(left))?.deletedAt).not.toBeNull();
    expect((await fileRow(fresh))?.deletedAt).toBeNull();
  });
});

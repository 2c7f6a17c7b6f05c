import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StaffConversationThread } from '@relais/contract';
import type { Message } from '@relais/domain';
import { auditLog } from '../../db/schema/index';
import { bearer, FINANCE, OTHER, signIn, STAFF, type Session } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';
import { PDF, upload } from '../files/files.fixtures';

const t = useSignedInDemo();

const api = (method: 'GET' | 'POST' | 'PUT', url: string, s: Session, payload?: object) =>
  t.ctx.app.inject({ method, url: `/api${url}`, headers: bearer(s.token), ...(payload ? { payload } : {}) });

/** The demo assistant sends the team a message with a PDF attached (draft, file, then sent). */
const sentWithFile = async (): Promise<{ messageId: string; fileId: string }> => {
  const draft = (
    await api('POST', `/users/${t.s.userId}/messages`, t.s, {
      receiverId: '',
      subject: '',
      content: '',
      draft: true,
    })
  ).json<Message>();
  const file = await upload(
    t.ctx.app,
    t.s.token,
    { name: 'releve.pdf', bytes: PDF },
    {
      usage: 'MESSAGE',
      messageId: draft.id,
      messageFileIndex: '0',
    },
  );
  expect(file.statusCode, file.body).toBe(200);
  const sent = await api('PUT', `/users/${t.s.userId}/messages/${draft.id}`, t.s, {
    receiverId: t.ctx.testDb.people.staffId,
    subject: 'Mon relevé',
    content: '<p>Le voici</p>',
    draft: false,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return { messageId: draft.id, fileId: file.json<{ id: string }>().id };
};

describe('GET /staff/messages/{conversationId}/files/{fileId}/content', () => {
  it('serves a file of the conversation to any support member, audited; the thread lists it', async () => {
    const { messageId, fileId } = await sentWithFile();
    const staff = await signIn(t.ctx.app, STAFF);
    const thread = (await api('GET', `/staff/messages/${t.s.userId}`, staff)).json<StaffConversationThread>();
    expect(thread.messages.find((m) => m.id === messageId)?.files.map((f) => f.id)).toEqual([fileId]);

    const res = await api('GET', `/staff/messages/${t.s.userId}/files/${fileId}/content`, staff);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('releve.pdf');
    expect(res.rawPayload.equals(PDF)).toBe(true);
    const audited = await t.ctx.testDb.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff_access'), eq(auditLog.actorId, staff.userId)));
    expect(audited.some((a) => a.subjectId === t.s.userId)).toBe(true);
  });

  it('is support work, and answers 404 for a file of another conversation or none', async () => {
    const { fileId } = await sentWithFile();
    const url = `/staff/messages/${t.s.userId}/files/${fileId}/content`;
    expect((await api('GET', url, t.s)).statusCode).toBe(403);
    expect((await api('GET', url, await signIn(t.ctx.app, FINANCE))).statusCode).toBe(403);
    const staff = await signIn(t.ctx.app, STAFF);
    const other = await signIn(t.ctx.app, OTHER);
    expect(
      (await api('GET', `/staff/messages/${other.userId}/files/${fileId}/content`, staff)).statusCode,
    ).toBe(404);
    expect((await api('GET', `/staff/messages/${t.s.userId}/files/unknown/content`, staff)).statusCode).toBe(
      404,
    );
  });

  it("never serves a draft's file", async () => {
    const draft = (
      await api('POST', `/users/${t.s.userId}/messages`, t.s, {
        receiverId: t.ctx.testDb.people.staffId,
        subject: 'Brouillon',
        content: '<p>x</p>',
        draft: true,
      })
    ).json<Message>();
    const file = await upload(
      t.ctx.app,
      t.s.token,
      { name: 'a.pdf', bytes: PDF },
      {
        usage: 'MESSAGE',
        messageId: draft.id,
        messageFileIndex: '0',
      },
    );
    const staff = await signIn(t.ctx.app, STAFF);
    const url = `/staff/messages/${t.s.userId}/files/${file.json<{ id: string }>().id}/content`;
    expect((await api('GET', url, staff)).statusCode).toBe(404);
  });
});

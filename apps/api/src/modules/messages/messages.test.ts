import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Message, MessagePage, MessageRecipient } from '@relais/domain';
import { auditLog, files, messages, users } from '../../db/schema/index';
import { seedManyMessages } from '../../db/seed/seed-messages';
import { bearer, errJson, OTHER, signIn, STAFF, type Session } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';
import { JPEG, PDF, upload } from '../files/files.fixtures';

const t = useSignedInDemo();

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const api = (method: Method, url: string, s: Session, payload?: object) =>
  t.ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: bearer(s.token),
    ...(payload ? { payload } : {}),
  });
const staff = () => signIn(t.ctx.app, STAFF);
const other = () => signIn(t.ctx.app, OTHER);
const list = async (s: Session, type: string, query = '') => {
  const res = await api('GET', `/users/${s.userId}/messages/type/${type}${query}`, s);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MessagePage>();
};
const subjects = (p: MessagePage) => p.content.map((m) => m.subject);
const newest = async (s: Session) => {
  const res = await api('GET', `/users/${s.userId}/messages/newest`, s);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ count: number }>().count;
};
const recipients = async (s: Session) => {
  const res = await api('GET', `/users/${s.userId}/messages/recipients`, s);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ recipients: MessageRecipient[] }>().recipients;
};
const teamId = async (s: Session) => {
  const r = (await recipients(s)).find((x) => x.kind === 'TEAM');
  if (!r) throw new Error('no team recipient');
  return r.id;
};
const create = (s: Session, body: object) => api('POST', `/users/${s.userId}/messages`, s, body);
const created = async (s: Session, body: object): Promise<Message> => {
  const res = await create(s, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Message>();
};
const fieldErrors = (res: Awaited<ReturnType<typeof api>>) =>
  errJson(res).errors.map((e) => [e.errorCode, e.field]);
const attach = async (s: Session, messageId: string, index: number, pdf = true) =>
  upload(t.ctx.app, s.token, pdf ? { name: 'devis.pdf', bytes: PDF } : { name: 'photo.jpg', bytes: JPEG }, {
    usage: 'MESSAGE',
    messageId,
    messageFileIndex: String(index),
  });
const tokenFor = (s: Session, fileId: string) =>
  api('GET', `/files/token?userId=${s.userId}&fileId=${fileId}`, s);

describe('the demo lists (seed)', () => {
  it('holds a thread in each list and 2 unread received messages', async () => {
    expect(await newest(t.s)).toBe(2);
    const received = await list(t.s, 'received');
    expect(received.totalElements).toBeGreaterThanOrEqual(5);
    expect(received.content.filter((m) => !m.read)).toHaveLength(2);
    expect(received.content.every((m) => m.receiver?.id === t.s.userId && !m.archived)).toBe(true);
    // newest first by default
    const dates = received.content.map((m) => m.sentAt ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    const sent = await list(t.s, 'sent');
    expect(sent.content.every((m) => m.sender.id === t.s.userId && m.read)).toBe(true);
    expect(sent.totalElements).toBeGreaterThanOrEqual(2);
    const drafts = await list(t.s, 'draft');
    expect(drafts.content.every((m) => m.draft && m.sentAt === null)).toBe(true);
    expect(drafts.totalElements).toBe(2);
    const archived = await list(t.s, 'archived');
    expect(archived.totalElements).toBe(2);
    expect(archived.content.every((m) => m.archived)).toBe(true);
    expect(received.content[0]?.preview).not.toMatch(/</);
  });
});

describe('GET /users/:id/messages/type/:type', () => {
  it('pages, searches accent- and case-insensitively (LIKE characters literal), and sorts both ways', async () => {
    const ids = await seedManyMessages(t.ctx.testDb.db, {
      receiverId: t.s.userId,
      senderId: t.ctx.testDb.people.staffId,
      n: 45,
      now: t.ctx.clock.now(),
    });
    expect(ids).toHaveLength(45);
    const p0 = await list(t.s, 'received', '?page=0&size=20');
    const p2 = await list(t.s, 'received', '?page=2&size=20');
    expect(p0.content).toHaveLength(20);
    expect(p0.totalElements).toBeGreaterThanOrEqual(50);
    expect(p0.totalPages).toBe(Math.ceil(p0.totalElements / 20));
    expect(p2.content.length).toBe(p0.totalElements - 40);
    const asc = await list(t.s, 'received', '?size=100&sort=asc');
    const desc = await list(t.s, 'received', '?size=100&sort=desc');
    expect(asc.content.map((m) => m.id)).toEqual([...desc.content.map((m) => m.id)].reverse());

    const conges = await list(t.s, 'received', '?search=CONGES&size=100');
    expect(conges.totalElements).toBeGreaterThan(0);
    expect(conges.content.every((m) => /congés/i.test(m.subject))).toBe(true);
    expect((await list(t.s, 'received', '?search=congés')).totalElements).toBe(conges.totalElements);
    // words of the body count, markup does not
    expect((await list(t.s, 'received', '?search=villeurbanne')).totalElements).toBe(1);
    expect((await list(t.s, 'received', '?search=%3Cp%3E')).totalElements).toBe(0);
    // % and _ are literal
    expect((await list(t.s, 'received', '?search=%25')).totalElements).toBe(0);
    expect((await list(t.s, 'received', '?search=_')).totalElements).toBe(0);
    // the sent list is searched too, and never shows someone else's
    expect(subjects(await list(t.s, 'sent', '?search=pro%20forma'))).toEqual(['Question sur le pro forma']);
  });

  it('sorts drafts by their last change', async () => {
    const before = await list(t.s, 'draft');
    const last = before.content.at(-1);
    if (!last) throw new Error('no draft');
    t.ctx.clock.advance(60_000);
    const res = await api('PUT', `/users/${t.s.userId}/messages/${last.id}`, t.s, {
      receiverId: '',
      subject: 'Relu',
      content: '',
      draft: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await list(t.s, 'draft')).content[0]?.id).toBe(last.id);
    expect((await list(t.s, 'draft', '?sort=asc')).content.at(-1)?.id).toBe(last.id);
  });

  it('refuses a page size over the maximum and an unknown type', async () => {
    expect((await api('GET', `/users/${t.s.userId}/messages/type/received?size=101`, t.s)).statusCode).toBe(
      400,
    );
    expect((await api('GET', `/users/${t.s.userId}/messages/type/trash`, t.s)).statusCode).toBe(400);
  });
});

describe('GET /users/:id/messages/:messageId', () => {
  it('marks a received message read: the unread count drops', async () => {
    const unread = (await list(t.s, 'received')).content.find((m) => !m.read);
    if (!unread) throw new Error('no unread');
    const res = await api('GET', `/users/${t.s.userId}/messages/${unread.id}`, t.s);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Message>()).toMatchObject({ id: unread.id, read: true, files: [] });
    expect(await newest(t.s)).toBe(1);
  });

  it("is 404 for someone else's message, and reading one's own sent message marks nothing", async () => {
    const o = await other();
    const theirs = (await list(o, 'received')).content[0];
    if (!theirs) throw new Error('other has no message');
    expect((await api('GET', `/users/${t.s.userId}/messages/${theirs.id}`, t.s)).statusCode).toBe(404);
    expect((await list(o, 'received')).content[0]?.read).toBe(false);
  });
});

describe('POST and PUT /users/:id/messages', () => {
  it('creates a draft (incomplete allowed), then sends it with draft false; a sent one is not editable', async () => {
    const draft = await created(t.s, { receiverId: '', subject: '', content: '', draft: true });
    expect(draft).toMatchObject({ draft: true, sentAt: null, receiver: null, read: true, archived: false });
    // sending an incomplete one is refused field by field
    const bad = await api('PUT', `/users/${t.s.userId}/messages/${draft.id}`, t.s, {
      receiverId: '',
      subject: ' ',
      content: '<p> </p>',
      draft: false,
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad)).toEqual([
      ['required-field', 'receiverId'],
      ['required-field', 'subject'],
      ['required-field', 'content'],
    ]);
    const to = await teamId(t.s);
    const sent = await api('PUT', `/users/${t.s.userId}/messages/${draft.id}`, t.s, {
      receiverId: to,
      subject: 'Disponibilités',
      content: '<p>Je suis <b>disponible</b> lundi.</p>',
      draft: false,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<Message>()).toMatchObject({ draft: false, receiver: { id: to } });
    expect(sent.json<Message>().sentAt).not.toBeNull();
    expect(subjects(await list(t.s, 'sent'))).toContain('Disponibilités');
    expect(subjects(await list(t.s, 'draft'))).not.toContain('Disponibilités');
    const again = await api('PUT', `/users/${t.s.userId}/messages/${draft.id}`, t.s, {
      receiverId: to,
      subject: 'Changé',
      content: '<p>x</p>',
      draft: true,
    });
    expect(again.statusCode).toBe(400);
    expect(errJson(again).errorCode).toBe('message_not_editable');
    // the staff receive it
    const st = await staff();
    expect(subjects(await list(st, 'received'))).toContain('Disponibilités');
  });

  it('sends at once with draft false, and refuses a recipient who is not hers', async () => {
    const to = await teamId(t.s);
    const m = await created(t.s, { receiverId: to, subject: 'Vite', content: '<p>ok</p>', draft: false });
    expect(m.draft).toBe(false);
    const o = await other();
    for (const receiverId of [o.userId, t.s.userId, 'nobody']) {
      const res = await create(t.s, { receiverId, subject: 'x', content: '<p>x</p>', draft: false });
      expect(res.statusCode, receiverId).toBe(400);
      expect(fieldErrors(res)).toEqual([['message_recipient_invalid', 'receiverId']]);
    }
    // a draft too cannot name someone who is not a recipient
    expect(
      (await create(t.s, { receiverId: o.userId, subject: '', content: '', draft: true })).statusCode,
    ).toBe(400);
  });

  it("is 404 on someone else's draft", async () => {
    const o = await other();
    const theirs = await created(o, { receiverId: '', subject: 'à moi', content: '', draft: true });
    const res = await api('PUT', `/users/${t.s.userId}/messages/${theirs.id}`, t.s, {
      receiverId: '',
      subject: 'volé',
      content: '',
      draft: true,
    });
    expect(res.statusCode).toBe(404);
  });

  it('stores the body sanitised and the subject as typed', async () => {
    const m = await created(t.s, {
      receiverId: '',
      subject: '<b>Objet</b> & co',
      content: '<p onclick="x()">Salut <script>alert(1)</script><a href="javascript:alert(1)">lien</a></p>',
      draft: true,
    });
    expect(m.subject).toBe('<b>Objet</b> & co');
    expect(m.content).toBe('<p>Salut <a>lien</a></p>');
  });
});

describe('recipients', () => {
  it("are the provider's team and her customer-success contact", async () => {
    const r = await recipients(t.s);
    expect(r.map((x) => x.kind).sort()).toEqual(['CUSTOMER_SUCCESS', 'TEAM']);
    expect(r.find((x) => x.kind === 'CUSTOMER_SUCCESS')?.name).toBe('Claire Fontaine');
    expect(r.find((x) => x.kind === 'TEAM')?.id).toBe(t.ctx.testDb.people.staffId);
    // another assistant has no contact of her own: the team only
    expect((await recipients(await other())).map((x) => x.kind)).toEqual(['TEAM']);
  });
});

describe('DELETE /users/:id/messages/:messageId', () => {
  it('deletes a draft with its attachments (bytes too); a sent or received one leaves her lists only', async () => {
    const draft = await created(t.s, { receiverId: '', subject: 'Avec pièce', content: '', draft: true });
    const up = await attach(t.s, draft.id, 0);
    expect(up.statusCode, up.body).toBe(200);
    const fileId = up.json<{ id: string }>().id;
    expect((await api('DELETE', `/users/${t.s.userId}/messages/${draft.id}`, t.s)).statusCode).toBe(200);
    expect(await t.ctx.testDb.db.select().from(messages).where(eq(messages.id, draft.id))).toHaveLength(0);
    const [file] = await t.ctx.testDb.db.select().from(files).where(eq(files.id, fileId));
    expect(file?.deletedAt).not.toBeNull();
    expect((await tokenFor(t.s, fileId)).statusCode).toBe(404);

    // a received message: gone for her, still there for its sender
    const received = (await list(t.s, 'received')).content[0];
    if (!received) throw new Error('none received');
    expect((await api('DELETE', `/users/${t.s.userId}/messages/${received.id}`, t.s)).statusCode).toBe(200);
    expect((await list(t.s, 'received')).content.map((m) => m.id)).not.toContain(received.id);
    expect((await api('GET', `/users/${t.s.userId}/messages/${received.id}`, t.s)).statusCode).toBe(404);
    expect((await api('DELETE', `/users/${t.s.userId}/messages/${received.id}`, t.s)).statusCode).toBe(404);
    const st = await staff();
    expect((await list(st, 'sent', '?size=100')).content.map((m) => m.id)).toContain(received.id);

    // a sent one: gone for her, the receiver keeps it
    const sent = (await list(t.s, 'sent')).content.find(
      (m) => m.receiver?.id === t.ctx.testDb.people.staffId,
    );
    if (!sent) throw new Error('none sent');
    expect((await api('DELETE', `/users/${t.s.userId}/messages/${sent.id}`, t.s)).statusCode).toBe(200);
    expect((await list(t.s, 'sent')).content.map((m) => m.id)).not.toContain(sent.id);
    expect((await api('GET', `/users/${st.userId}/messages/${sent.id}`, st)).statusCode).toBe(200);
  });

  it("is 404 on someone else's message", async () => {
    const theirs = (await list(await other(), 'received')).content[0];
    if (!theirs) throw new Error('none');
    expect((await api('DELETE', `/users/${t.s.userId}/messages/${theirs.id}`, t.s)).statusCode).toBe(404);
  });
});

describe('PUT /users/:id/messages/archive', () => {
  it('archives and unarchives several at once, for her only; the unread count follows', async () => {
    const received = (await list(t.s, 'received')).content;
    const unread = received.filter((m) => !m.read).map((m) => m.id);
    expect(unread).toHaveLength(2);
    const sentId =
      (await list(t.s, 'sent')).content.find((m) => m.receiver?.id === t.ctx.testDb.people.staffId)?.id ?? '';
    const ids = [...unread, sentId];
    const res = await api('PUT', `/users/${t.s.userId}/messages/archive?action=archive`, t.s, { ids });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 3 });
    expect(await newest(t.s)).toBe(0);
    const archived = (await list(t.s, 'archived')).content.map((m) => m.id);
    for (const id of ids) expect(archived).toContain(id);
    expect((await list(t.s, 'received')).content.map((m) => m.id)).not.toContain(unread[0]);
    // the other party's lists do not move
    const st = await staff();
    expect((await list(st, 'received', '?size=100')).content.map((m) => m.id)).toContain(sentId);
    expect((await list(st, 'archived', '?size=100')).content.map((m) => m.id)).not.toContain(sentId);

    const back = await api('PUT', `/users/${t.s.userId}/messages/archive?action=unarchive`, t.s, {
      ids: unread,
    });
    expect(back.statusCode).toBe(200);
    expect(await newest(t.s)).toBe(2);
  });

  it("is 404 and changes nothing when one id is someone else's, a draft or unknown", async () => {
    const mine = (await list(t.s, 'received')).content[0]?.id ?? '';
    const theirs = (await list(await other(), 'received')).content[0]?.id ?? '';
    const draft = (await list(t.s, 'draft')).content[0]?.id ?? '';
    for (const bad of [theirs, draft, 'unknown']) {
      const res = await api('PUT', `/users/${t.s.userId}/messages/archive?action=archive`, t.s, {
        ids: [mine, bad],
      });
      expect(res.statusCode, bad).toBe(404);
    }
    expect((await list(t.s, 'archived')).content.map((m) => m.id)).not.toContain(mine);
    expect((await list(await other(), 'archived')).totalElements).toBe(0);
  });

  it('refuses an unknown action or an empty list', async () => {
    const url = `/users/${t.s.userId}/messages/archive`;
    expect((await api('PUT', `${url}?action=trash`, t.s, { ids: ['x'] })).statusCode).toBe(400);
    expect((await api('PUT', `${url}?action=archive`, t.s, { ids: [] })).statusCode).toBe(400);
  });
});

describe('attachments (POST /files usage MESSAGE)', () => {
  it('links a file to her draft at its index, replaces at the same index, and the receiver reads it once sent', async () => {
    const draft = await created(t.s, { receiverId: '', subject: 'Pièces', content: '', draft: true });
    const first = await attach(t.s, draft.id, 0);
    expect(first.statusCode, first.body).toBe(200);
    const second = await attach(t.s, draft.id, 3, false);
    expect(second.statusCode, second.body).toBe(200);
    const replacing = await attach(t.s, draft.id, 0, false);
    expect(replacing.statusCode, replacing.body).toBe(200);
    const got = await api('GET', `/users/${t.s.userId}/messages/${draft.id}`, t.s);
    const fs = got.json<Message>().files;
    expect(fs.map((f) => [f.index, f.type])).toEqual([
      [0, 'image/jpeg'],
      [3, 'image/jpeg'],
    ]);
    expect(fs[0]?.id).toBe(replacing.json<{ id: string }>().id);
    const [old] = await t.ctx.testDb.db
      .select()
      .from(files)
      .where(eq(files.id, first.json<{ id: string }>().id));
    expect(old?.deletedAt).not.toBeNull();
    expect((await list(t.s, 'draft')).content.find((m) => m.id === draft.id)?.fileCount).toBe(2);

    // the receiver cannot read a draft's file; once sent she can; another assistant never
    const st = await staff();
    const fileId = fs[0]?.id ?? '';
    expect((await tokenFor(st, fileId)).statusCode).not.toBe(200);
    const to = t.ctx.testDb.people.staffId;
    const sent = await api('PUT', `/users/${t.s.userId}/messages/${draft.id}`, t.s, {
      receiverId: to,
      subject: 'Pièces',
      content: '<p>Voici</p>',
      draft: false,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const tok = await tokenFor(st, fileId);
    expect(tok.statusCode, tok.body).toBe(200);
    const bytes = await t.ctx.app.inject({ method: 'GET', url: tok.json<{ url: string }>().url });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.equals(JPEG)).toBe(true);
    const o = await other();
    expect((await tokenFor(o, fileId)).statusCode).toBe(403);
    // the staff see the files on the message
    const seen = await api('GET', `/users/${st.userId}/messages/${draft.id}`, st);
    expect(seen.json<Message>().files).toHaveLength(2);

    // a sent message takes no more files, and its files cannot be removed
    const late = await attach(t.s, draft.id, 1);
    expect(late.statusCode).toBe(400);
    expect(errJson(late).errorCode).toBe('message_not_editable');
    const rm = await api('DELETE', `/files?fileId=${fileId}`, t.s);
    expect(rm.statusCode).toBe(400);
  });

  it("refuses someone else's message, a missing message, and an index out of range", async () => {
    const o = await other();
    const theirs = await created(o, { receiverId: '', subject: '', content: '', draft: true });
    expect((await attach(t.s, theirs.id, 0)).statusCode).toBe(404);
    expect((await attach(t.s, 'unknown', 0)).statusCode).toBe(404);
    const mine = await created(t.s, { receiverId: '', subject: '', content: '', draft: true });
    const far = await attach(t.s, mine.id, 5);
    expect(far.statusCode).toBe(400);
    expect(fieldErrors(far)).toEqual([['value-out-of-range', 'messageFileIndex']]);
    const none = await upload(t.ctx.app, t.s.token, { name: 'a.pdf', bytes: PDF }, { usage: 'MESSAGE' });
    expect(none.statusCode).toBe(400);
    expect(fieldErrors(none)).toContainEqual(['required-field', 'messageId']);
  });

  it('removes an attachment of a draft with DELETE /files', async () => {
    const mine = await created(t.s, { receiverId: '', subject: '', content: '', draft: true });
    const up = await attach(t.s, mine.id, 2);
    expect((await api('DELETE', `/files?fileId=${up.json<{ id: string }>().id}`, t.s)).statusCode).toBe(200);
    expect((await api('GET', `/users/${t.s.userId}/messages/${mine.id}`, t.s)).json<Message>().files).toEqual(
      [],
    );
  });
});

describe('staff calls', () => {
  it('list an assistant’s conversation and reply to her, audited; the reply shows in her inbox', async () => {
    const st = await staff();
    const conv = await api('GET', `/staff/assistants/${t.s.userId}/messages`, st);
    expect(conv.statusCode, conv.body).toBe(200);
    const msgs = conv.json<{ messages: Message[] }>().messages;
    expect(msgs.length).toBeGreaterThan(5);
    expect(msgs.every((m) => !m.draft)).toBe(true);
    expect(msgs.every((m) => m.sender.id === t.s.userId || m.receiver?.id === t.s.userId)).toBe(true);

    const reply = await api('POST', `/staff/assistants/${t.s.userId}/messages`, st, {
      subject: 'Re : Congés de février',
      content: '<p>C’est noté, <img src=x onerror=alert(1)>bonnes vacances !</p>',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json<Message>().content).toBe('<p>C’est noté, bonnes vacances !</p>');
    const inbox = await list(t.s, 'received');
    expect(inbox.content[0]).toMatchObject({ subject: 'Re : Congés de février', read: false });
    expect(await newest(t.s)).toBe(3);

    const audits = await t.ctx.testDb.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, st.userId), eq(auditLog.subjectId, t.s.userId)));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['staff_messages_read', 'staff_message_sent']),
    );
  });

  it('are refused to assistants, and 404 for a user who is not an assistant', async () => {
    const o = await other();
    expect((await api('GET', `/staff/assistants/${t.s.userId}/messages`, o)).statusCode).toBe(403);
    expect(
      (await api('POST', `/staff/assistants/${t.s.userId}/messages`, o, { subject: 'x', content: 'y' }))
        .statusCode,
    ).toBe(403);
    const st = await staff();
    expect((await api('GET', `/staff/assistants/${st.userId}/messages`, st)).statusCode).toBe(404);
    expect((await api('GET', `/staff/assistants/unknown/messages`, st)).statusCode).toBe(404);
  });

  it('refuse an empty body', async () => {
    const st = await staff();
    const res = await api('POST', `/staff/assistants/${t.s.userId}/messages`, st, {
      subject: 'x',
      content: '<script>only</script>',
    });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual([['required-field', 'content']]);
  });
});

describe('owner checks', () => {
  it("refuses another assistant's lists, count and writes (403)", async () => {
    const o = await other();
    for (const [method, url, body] of [
      ['GET', `/users/${o.userId}/messages/newest`, undefined],
      ['GET', `/users/${o.userId}/messages/type/received`, undefined],
      ['GET', `/users/${o.userId}/messages/recipients`, undefined],
      ['POST', `/users/${o.userId}/messages`, { draft: true }],
      ['PUT', `/users/${o.userId}/messages/archive?action=archive`, { ids: ['x'] }],
    ] as const) {
      expect((await api(method, url, t.s, body)).statusCode, url).toBe(403);
    }
  });

  it('keeps the customer-success contact out of the users a deletion would orphan', async () => {
    const [me] = await t.ctx.testDb.db.select().from(users).where(eq(users.id, t.s.userId));
    expect(me?.customerSuccessId).not.toBeNull();
  });
});

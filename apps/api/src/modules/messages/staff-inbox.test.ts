import { describe, expect, it } from 'vitest';
import type { StaffConversationItem, StaffConversationThread, StaffInboxPage } from '@relais/contract';
import type { Message, MessagePage, MessageRecipient } from '@relais/domain';
import { bearer, FINANCE, OTHER, signIn, STAFF, type Session } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';

const t = useSignedInDemo();

const api = (method: 'GET' | 'POST' | 'PUT', url: string, s: Session, payload?: object) =>
  t.ctx.app.inject({ method, url: `/api${url}`, headers: bearer(s.token), ...(payload ? { payload } : {}) });

const inbox = async (s: Session, query = ''): Promise<StaffInboxPage> => {
  const res = await api('GET', `/staff/messages${query}`, s);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StaffInboxPage>();
};
const ids = (page: StaffInboxPage) => page.items.map((i) => i.id);

/** The assistant `s` writes to the provider's team, a minute after the last thing that happened. */
const toTeam = async (s: Session, subject: string, content = '<p>Bonjour</p>') => {
  t.ctx.clock.advance(60_000);
  const recipients = (await api('GET', `/users/${s.userId}/messages/recipients`, s)).json<{
    recipients: MessageRecipient[];
  }>().recipients;
  const team = recipients.find((r) => r.kind === 'TEAM');
  const res = await api('POST', `/users/${s.userId}/messages`, s, {
    receiverId: team?.id ?? '',
    subject,
    content,
    draft: false,
  });
  expect(res.statusCode, res.body).toBe(200);
};

const put = async (staff: Session, id: string, what: 'assignee' | 'state', body: object) => {
  t.ctx.clock.advance(1_000);
  const res = await api('PUT', `/staff/messages/${id}/${what}`, staff, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StaffConversationItem>();
};

describe('GET /staff/messages (the team inbox)', () => {
  it('is support work: refused to assistants and to the finance-only member', async () => {
    const finance = await signIn(t.ctx.app, FINANCE);
    for (const s of [t.s, finance]) {
      expect((await api('GET', '/staff/messages', s)).statusCode).toBe(403);
      expect((await api('GET', `/staff/messages/${t.s.userId}`, s)).statusCode).toBe(403);
      expect(
        (await api('POST', `/staff/messages/${t.s.userId}/reply`, s, { content: '<p>x</p>' })).statusCode,
      ).toBe(403);
      expect((await api('PUT', `/staff/messages/${t.s.userId}/state`, s, { state: 'done' })).statusCode).toBe(
        403,
      );
      expect(
        (await api('PUT', `/staff/messages/${t.s.userId}/assignee`, s, { assigneeId: null })).statusCode,
      ).toBe(403);
    }
  });

  it('lists one conversation per assistant newest first, unread until a staff member opens it (audited)', async () => {
    const staff = await signIn(t.ctx.app, STAFF);
    const other = await signIn(t.ctx.app, OTHER);
    await toTeam(other, 'Mon planning', '<p>Puis-je <b>changer</b> de créneau ?</p>');
    await toTeam(t.s, 'Une question');
    const all = await inbox(staff);
    expect(ids(all).slice(0, 2)).toEqual([t.s.userId, other.userId]);
    expect(all.total).toBe(all.items.length);
    const line = all.items[1];
    expect(line).toMatchObject({
      subject: 'Mon planning',
      excerpt: 'Puis-je changer de créneau ?',
      lastFromAssistant: true,
      unread: true,
      state: 'open',
      assignee: null,
    });
    expect(line?.assistant.name).not.toBe('');
    expect(ids(await inbox(staff, '?box=unread'))).toEqual([t.s.userId, other.userId]);

    const res = await api('GET', `/staff/messages/${other.userId}`, staff);
    expect(res.statusCode, res.body).toBe(200);
    const thread = res.json<StaffConversationThread>();
    // oldest first, hers last
    expect(thread.messages.at(-1)?.subject).toBe('Mon planning');
    expect(thread.messages.length).toBeGreaterThan(1);
    expect(thread.conversation.unread).toBe(false);
    expect(thread.team.some((m) => m.id === staff.userId)).toBe(true);
    expect(ids(await inbox(staff, '?box=unread'))).toEqual([t.s.userId]);

    const audit = await api('GET', `/staff/audit?subjectId=${other.userId}`, await signIn(t.ctx.app, STAFF));
    expect(audit.body).toContain('staff_access');
    expect((await api('GET', '/staff/messages/nobody-here', staff)).statusCode).toBe(404);
  });

  it('searches subjects and bodies with accents and case folded, wildcards literal', async () => {
    const staff = await signIn(t.ctx.app, STAFF);
    const other = await signIn(t.ctx.app, OTHER);
    await toTeam(other, 'Problème de facturation', '<p>Le montant est erroné à 100%</p>');
    expect(ids(await inbox(staff, `?q=${encodeURIComponent('PROBLEME')}`))).toEqual([other.userId]);
    expect(ids(await inbox(staff, `?q=${encodeURIComponent('errone')}`))).toEqual([other.userId]);
    expect(ids(await inbox(staff, `?q=${encodeURIComponent('100%')}`))).toEqual([other.userId]);
    expect(ids(await inbox(staff, `?q=${encodeURIComponent('1%0')}`))).toEqual([]);
    // the demo's seeded thread has 'pro forma'
    expect(ids(await inbox(staff, `?q=${encodeURIComponent('Pro Forma')}`))).toEqual([t.s.userId]);
  });

  it('assigns (mine, unassigned), marks done, and her next message reopens it', async () => {
    const staff = await signIn(t.ctx.app, STAFF);
    const finance = await signIn(t.ctx.app, FINANCE);
    const other = await signIn(t.ctx.app, OTHER);
    await toTeam(other, 'Attestation');
    expect(ids(await inbox(staff, '?box=unassigned'))).toContain(other.userId);

    // a member who does not answer messages is refused; then finance is given support
    const refused = await api('PUT', `/staff/messages/${other.userId}/assignee`, staff, {
      assigneeId: finance.userId,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('staff_assignee_invalid');
    const given = await api('PUT', `/staff/team/${finance.userId}/permissions`, staff, {
      permissions: ['finance', 'support'],
    });
    expect(given.statusCode, given.body).toBe(200);
    const assigned = await put(staff, other.userId, 'assignee', { assigneeId: finance.userId });
    expect(assigned.assignee?.id).toBe(finance.userId);
    expect(ids(await inbox(finance, '?box=mine'))).toEqual([other.userId]);
    expect(ids(await inbox(staff, '?box=mine'))).toEqual([]);
    expect(ids(await inbox(staff, '?box=unassigned'))).not.toContain(other.userId);

    // last write wins
    expect((await put(staff, other.userId, 'assignee', { assigneeId: staff.userId })).assignee?.id).toBe(
      staff.userId,
    );
    expect(ids(await inbox(finance, '?box=mine'))).toEqual([]);

    expect((await put(staff, other.userId, 'state', { state: 'done' })).state).toBe('done');
    expect(ids(await inbox(staff, '?box=mine'))).toEqual([]);
    expect((await inbox(staff)).items.find((i) => i.id === other.userId)?.state).toBe('done');

    await toTeam(other, 'Encore une chose');
    const reopened = (await inbox(staff, '?box=mine')).items;
    expect(reopened.map((i) => [i.id, i.state])).toEqual([[other.userId, 'open']]);

    expect((await put(staff, other.userId, 'state', { state: 'done' })).state).toBe('done');
    expect((await put(staff, other.userId, 'state', { state: 'open' })).state).toBe('open');
    expect((await put(staff, other.userId, 'assignee', { assigneeId: null })).assignee).toBeNull();
    const trail = await api('GET', `/staff/audit?subjectId=${other.userId}`, staff);
    expect(trail.body).toContain('staff_conversation_assigned');
    expect(trail.body).toContain('staff_conversation_state');
  });

  it('sends a sanitised reply that reaches her unread in her own inbox', async () => {
    const staff = await signIn(t.ctx.app, STAFF);
    await toTeam(t.s, 'Ma question');
    t.ctx.clock.advance(60_000);
    const res = await api('POST', `/staff/messages/${t.s.userId}/reply`, staff, {
      content:
        '<p>Voici <b>la réponse</b><script>alert(1)</script> <a href="javascript:alert(1)">ici</a></p>',
    });
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json<Message>();
    expect(sent.subject).toBe('Re: Ma question');
    expect(sent.content).toBe('<p>Voici <b>la réponse</b> <a>ici</a></p>');

    const received = await api('GET', `/users/${t.s.userId}/messages/type/received`, t.s);
    const mine = received.json<MessagePage>().content[0];
    expect(mine).toMatchObject({ id: sent.id, subject: 'Re: Ma question', read: false });
    const line = (await inbox(staff)).items.find((i) => i.id === t.s.userId);
    expect(line).toMatchObject({ lastFromAssistant: false, subject: 'Re: Ma question' });

    const empty = await api('POST', `/staff/messages/${t.s.userId}/reply`, staff, {
      content: '<script>x</script>',
    });
    expect(empty.statusCode).toBe(400);

    // a team message of another subject comes last: the next reply still answers hers
    t.ctx.clock.advance(60_000);
    const reminder = await api('POST', `/staff/messages/${t.s.userId}/reply`, staff, {
      subject: 'Rappel : assurance',
      content: '<p>Pensez à votre assurance.</p>',
    });
    expect(reminder.json<Message>().subject).toBe('Rappel : assurance');
    t.ctx.clock.advance(60_000);
    const again = await api('POST', `/staff/messages/${t.s.userId}/reply`, staff, {
      content: '<p>Et encore</p>',
    });
    expect(again.json<Message>().subject).toBe('Re: Ma question');
  });
});

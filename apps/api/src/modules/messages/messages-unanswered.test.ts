import { describe, expect, it } from 'vitest';
import type { MessageRecipient, QueueSummary } from '@relais/domain';
import { bearer, FINANCE, signIn, STAFF, type Session } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';

const t = useSignedInDemo();

const api = (method: 'GET' | 'POST', url: string, s: Session, payload?: object) =>
  t.ctx.app.inject({ method, url: `/api${url}`, headers: bearer(s.token), ...(payload ? { payload } : {}) });

const unanswered = async (s: Session): Promise<QueueSummary> => {
  const res = await api('GET', '/staff/messages/unanswered', s);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<QueueSummary>();
};

/** The demo assistant writes to the provider's team, a minute after the last thing that happened. */
const toTeam = async (subject: string, draft = false) => {
  t.ctx.clock.advance(60_000);
  const recipients = (await api('GET', `/users/${t.s.userId}/messages/recipients`, t.s)).json<{
    recipients: MessageRecipient[];
  }>().recipients;
  const team = recipients.find((r) => r.kind === 'TEAM');
  const res = await api('POST', `/users/${t.s.userId}/messages`, t.s, {
    receiverId: team?.id ?? '',
    subject,
    content: '<p>Bonjour</p>',
    draft,
  });
  expect(res.statusCode, res.body).toBe(200);
};

const reply = async (staff: Session) => {
  t.ctx.clock.advance(60_000);
  const res = await api('POST', `/staff/assistants/${t.s.userId}/messages`, staff, {
    subject: 'Re',
    content: '<p>Noté</p>',
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe("GET /staff/messages/unanswered (the team's inbox on the console's home)", () => {
  it("counts an assistant's messages to the team until any staff member writes to her after them", async () => {
    const staff = await signIn(t.ctx.app, STAFF);
    await reply(staff);
    const others = (await unanswered(staff)).total;

    await toTeam('Première question');
    const sentAt = t.ctx.clock.now().toISOString();
    await toTeam('Brouillon', true);
    await toTeam('Seconde question');
    const after = await unanswered(staff);
    expect(after.total).toBe(others + 2);
    expect(after.oldestAt !== null && after.oldestAt <= sentAt).toBe(true);

    await reply(staff);
    expect((await unanswered(staff)).total).toBe(others);
  });

  it('is support work: refused to the finance member and to assistants', async () => {
    const finance = await signIn(t.ctx.app, FINANCE);
    expect((await api('GET', '/staff/messages/unanswered', finance)).statusCode).toBe(403);
    expect((await api('GET', '/staff/messages/unanswered', t.s)).statusCode).toBe(403);
  });
});

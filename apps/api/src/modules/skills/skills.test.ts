import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, history, prospectSkillLinks, users } from '../../db/schema/index';
import { bearer, errJson, OTHER, signIn, STAFF, type Session } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';

const t = useSignedInDemo();

const call = (method: 'GET' | 'PUT', url: string, session: Session | null = t.s, payload?: unknown) =>
  t.ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...(session ? bearer(session.token) : {}), 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const SEEDED_SKILLS = [
  { kind: 'lang', label: 'Anglais', grade: 4 },
  { kind: 'lang', label: 'Espagnol', grade: 2 },
  { kind: 'computer', label: 'Tableur', grade: 5 },
  { kind: 'computer', label: 'Traitement de texte', grade: 4 },
  { kind: 'job', label: 'Comptabilité', grade: null },
];
const FOUR_KINDS = [
  { kind: 'other', label: 'Permis B', grade: 3 },
  { kind: 'lang', label: ' Italien ', grade: 1 },
  { kind: 'computer', label: 'Tableur', grade: 5 },
  { kind: 'job', label: 'Paie', grade: 2 },
];

const expertiseIds = async () => {
  const res = await call('GET', `/assistants/${t.s.userId}/skills/expertise`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ expertiseIds: string[]; expertises: { id: string; label: string }[] }>();
};

/** The home's 'update your expertise' warning (GET /dashboard). */
const homeWarning = async () => {
  const res = await call('GET', `/dashboard?userId=${t.s.userId}&kpi=false`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ warnings: { expertiseToUpdate: boolean } }>().warnings.expertiseToUpdate;
};

const profileLines = async (assistantId: string) =>
  t.ctx.testDb.db
    .select()
    .from(history)
    .where(and(eq(history.assistantId, assistantId), eq(history.objectType, 'PROFILE')));

describe('GET/PUT /assistants/{id}/skills', () => {
  it('reads the seeded skills by kind then label, ungraded ones with a null grade', async () => {
    const res = await call('GET', `/assistants/${t.s.userId}/skills`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ skills: unknown[] }>().skills).toEqual(SEEDED_SKILLS);
  });

  it('replaces them (labels trimmed), logs one line, and the skills completion rises to 100', async () => {
    const before = (await profileLines(t.s.userId)).length;
    const res = await call('PUT', `/assistants/${t.s.userId}/skills`, t.s, { skills: FOUR_KINDS });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      skills: [
        { kind: 'lang', label: 'Italien', grade: 1 },
        { kind: 'computer', label: 'Tableur', grade: 5 },
        { kind: 'job', label: 'Paie', grade: 2 },
        { kind: 'other', label: 'Permis B', grade: 3 },
      ],
      updatedAt: t.ctx.clock.now().toISOString(),
    });
    expect((await call('GET', `/assistants/${t.s.userId}/skills`)).json()).toEqual(res.json());
    const lines = await profileLines(t.s.userId);
    expect(lines.length).toBe(before + 1);
    expect(lines.filter((l) => l.details?.kind === 'SKILLS')).toHaveLength(1);
    const gauge = await t.ctx.app.inject({
      method: 'POST',
      url: `/api/assistants/${t.s.userId}/gauge`,
      headers: bearer(t.s.token),
    });
    expect(gauge.json<{ completion: { skills: number } }>().completion.skills).toBe(100);
  });

  it('an empty list saved says when: updatedAt is the save, then the next save', async () => {
    const res = await call('PUT', `/assistants/${t.s.userId}/skills`, t.s, { skills: [] });
    expect(res.statusCode, res.body).toBe(200);
    const savedAt = t.ctx.clock.now().toISOString();
    expect(res.json()).toEqual({ skills: [], updatedAt: savedAt });
    expect((await call('GET', `/assistants/${t.s.userId}/skills`)).json()).toEqual(res.json());
    t.ctx.clock.advance(60_000);
    const again = await call('PUT', `/assistants/${t.s.userId}/skills`, t.s, { skills: [] });
    expect(again.json<{ updatedAt: string }>().updatedAt).toBe(t.ctx.clock.now().toISOString());
    expect(again.json<{ updatedAt: string }>().updatedAt > savedAt).toBe(true);
    const filled = await call('PUT', `/assistants/${t.s.userId}/skills`, t.s, { skills: FOUR_KINDS });
    expect(filled.json<{ updatedAt: string }>().updatedAt).toBe(t.ctx.clock.now().toISOString());
  });

  it('refuses a grade outside 1 to 5, a duplicate and a blank label, naming the field', async () => {
    const put = (skills: unknown[]) => call('PUT', `/assistants/${t.s.userId}/skills`, t.s, { skills });
    for (const grade of [0, 6, 2.5]) {
      const res = await put([{ kind: 'lang', label: 'Anglais', grade }]);
      expect(res.statusCode).toBe(400);
      expect(errJson(res).errors[0]?.field).toBe('skills.0.grade');
    }
    const dup = await put([
      { kind: 'lang', label: 'Anglais', grade: 3 },
      { kind: 'lang', label: 'ANGLAIS', grade: 4 },
    ]);
    expect(dup.statusCode).toBe(400);
    expect(errJson(dup).errors).toContainEqual({ field: 'skills.1.label', errorCode: 'duplicate_skill' });
    const blank = await put([{ kind: 'job', label: '   ', grade: 3 }]);
    expect(errJson(blank).errors).toContainEqual({ field: 'skills.0.label', errorCode: 'required-field' });
    expect(
      (await call('GET', `/assistants/${t.s.userId}/skills`)).json<{ skills: unknown[] }>().skills,
    ).toEqual(SEEDED_SKILLS);
  });

  it("refuses another assistant's skills", async () => {
    const other = await signIn(t.ctx.app, OTHER);
    expect((await call('GET', `/assistants/${t.s.userId}/skills`, other)).statusCode).toBe(403);
    expect((await call('PUT', `/assistants/${t.s.userId}/skills`, other, { skills: [] })).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/assistants/${t.s.userId}/skills`, null)).statusCode).toBe(401);
  });
});

describe('GET/PUT /assistants/{id}/skills/expertise', () => {
  it('saves expertises of the reference list, clears the warning and logs one line', async () => {
    const db = t.ctx.testDb.db;
    await db.update(users).set({ warningUpdateExpertise: true }).where(eq(users.id, t.s.userId));
    const { expertiseIds: none, expertises } = await expertiseIds();
    expect(none).toEqual([]);
    expect(expertises.length).toBeGreaterThan(2);
    const chosen = [expertises[1]!.id, expertises[0]!.id, expertises[1]!.id];
    expect(await homeWarning()).toBe(true);
    const before = (await profileLines(t.s.userId)).length;
    const res = await call('PUT', `/assistants/${t.s.userId}/skills/expertise`, t.s, {
      expertiseIds: chosen,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ expertiseIds: string[] }>().expertiseIds).toEqual(
      [expertises[0]!.id, expertises[1]!.id].sort(),
    );
    expect((await expertiseIds()).expertiseIds).toEqual([expertises[0]!.id, expertises[1]!.id].sort());
    const [row] = await db.select().from(users).where(eq(users.id, t.s.userId));
    expect(row?.warningUpdateExpertise).toBe(false);
    expect(await homeWarning()).toBe(false);
    const lines = await profileLines(t.s.userId);
    expect(lines.length).toBe(before + 1);
    expect(lines.filter((l) => l.details?.kind === 'EXPERTISE')).toHaveLength(1);
  });

  it('refuses an id not in the reference list and keeps the warning', async () => {
    const db = t.ctx.testDb.db;
    await db.update(users).set({ warningUpdateExpertise: true }).where(eq(users.id, t.s.userId));
    const { expertises } = await expertiseIds();
    const res = await call('PUT', `/assistants/${t.s.userId}/skills/expertise`, t.s, {
      expertiseIds: [expertises[0]!.id, 'no-such-expertise'],
    });
    expect(res.statusCode).toBe(400);
    expect(errJson(res).errors).toEqual([{ field: 'expertiseIds.1', errorCode: 'unknown_expertise' }]);
    const [row] = await db.select().from(users).where(eq(users.id, t.s.userId));
    expect(row?.warningUpdateExpertise).toBe(true);
    expect((await expertiseIds()).expertiseIds).toEqual([]);
  });

  it("refuses another assistant's expertises", async () => {
    const other = await signIn(t.ctx.app, OTHER);
    const url = `/assistants/${t.s.userId}/skills/expertise`;
    expect((await call('GET', url, other)).statusCode).toBe(403);
    expect((await call('PUT', url, other, { expertiseIds: [] })).statusCode).toBe(403);
  });
});

describe('the prospect skills link /skills/direct/{randomString}', () => {
  /** Makes OTHER a prospect in recruitment and has staff issue her a link. */
  const prospectLink = async (status: string | null = 'IN_PROGRESS') => {
    const db = t.ctx.testDb.db;
    const prospectId = t.ctx.testDb.people.otherId;
    await db.update(users).set({ recruitmentStatus: status }).where(eq(users.id, prospectId));
    const staff = await signIn(t.ctx.app, STAFF);
    const res = await t.ctx.app.inject({
      method: 'POST',
      url: `/api/staff/assistants/${prospectId}/skills-link`,
      headers: bearer(staff.token),
    });
    return { res, prospectId, staff };
  };

  it('issues a 256-bit token, stores only its hash, and audits it', async () => {
    const { res, prospectId, staff } = await prospectLink();
    expect(res.statusCode, res.body).toBe(200);
    const link = res.json<{ randomString: string; path: string; expiresAt: string }>();
    expect(link.randomString).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.path).toBe(`/skills/${link.randomString}`);
    expect(link.expiresAt).toBe(new Date(t.ctx.clock.now().getTime() + 30 * 86_400_000).toISOString());
    const rows = await t.ctx.testDb.db.select().from(prospectSkillLinks);
    expect(rows.map((r) => r.assistantId)).toEqual([prospectId]);
    expect(rows[0]?.tokenHash).not.toContain(link.randomString);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const audit = await t.ctx.testDb.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'skills_link_issued'));
    expect(audit.map((a) => [a.actorId, a.subjectId])).toEqual([[staff.userId, prospectId]]);
  });

  it('opens without a session: shows and saves her skills and expertises only', async () => {
    const { res, prospectId } = await prospectLink();
    const token = res.json<{ randomString: string }>().randomString;
    const got = await call('GET', `/skills/direct/${token}`, null);
    expect(got.statusCode, got.body).toBe(200);
    expect(got.json()).toEqual({ skills: [], updatedAt: null });
    const put = await call('PUT', `/skills/direct/${token}`, null, { skills: FOUR_KINDS });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<{ skills: unknown[] }>().skills).toHaveLength(4);
    const ex = await call('GET', `/skills/direct/${token}/expertise`, null);
    expect(ex.statusCode).toBe(200);
    const first = ex.json<{ expertises: { id: string }[] }>().expertises[0]!.id;
    const putEx = await call('PUT', `/skills/direct/${token}/expertise`, null, { expertiseIds: [first] });
    expect(putEx.statusCode, putEx.body).toBe(200);
    expect(putEx.json<{ expertiseIds: string[] }>().expertiseIds).toEqual([first]);
    // written on the prospect, not on anybody else
    const other = await signIn(t.ctx.app, OTHER);
    expect(other.userId).toBe(prospectId);
    expect((await call('GET', `/assistants/${prospectId}/skills`, other)).json()).toEqual(put.json());
    expect(
      (await call('GET', `/assistants/${t.s.userId}/skills`)).json<{ skills: unknown[] }>().skills,
    ).toEqual(SEEDED_SKILLS);
  });

  const expectInvalid = async (token: string) => {
    for (const [method, url, body] of [
      ['GET', `/skills/direct/${token}`, undefined],
      ['PUT', `/skills/direct/${token}`, { skills: FOUR_KINDS }],
      ['GET', `/skills/direct/${token}/expertise`, undefined],
      ['PUT', `/skills/direct/${token}/expertise`, { expertiseIds: [] }],
    ] as const) {
      const res = await call(method, url, null, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(errJson(res).errorCode).toBe('skills_link_invalid');
    }
  };

  it('answers 404 skills_link_invalid to an unknown link', async () => {
    await prospectLink();
    await expectInvalid('A'.repeat(43));
    await expectInvalid('x');
  });

  it('answers 404 once the link expired (30 days), not a millisecond before', async () => {
    const { res } = await prospectLink();
    const token = res.json<{ randomString: string }>().randomString;
    t.ctx.clock.advance(30 * 86_400_000 - 1);
    expect((await call('GET', `/skills/direct/${token}`, null)).statusCode).toBe(200);
    t.ctx.clock.advance(1);
    await expectInvalid(token);
  });

  it('answers 404 once she is recruited, and a new link replaces the old one', async () => {
    const { res, prospectId } = await prospectLink();
    const token = res.json<{ randomString: string }>().randomString;
    const again = await prospectLink();
    const second = again.res.json<{ randomString: string }>().randomString;
    await expectInvalid(token);
    expect((await call('GET', `/skills/direct/${second}`, null)).statusCode).toBe(200);
    await t.ctx.testDb.db
      .update(users)
      .set({ recruitmentStatus: 'RECRUITED' })
      .where(eq(users.id, prospectId));
    await expectInvalid(second);
  });

  it('issues no link to an assistant not in recruitment, nor for an assistant', async () => {
    const { res } = await prospectLink('RECRUITED');
    expect(res.statusCode).toBe(400);
    expect(errJson(res).errorCode).toBe('skills_link_invalid');
    const denied = await t.ctx.app.inject({
      method: 'POST',
      url: `/api/staff/assistants/${t.s.userId}/skills-link`,
      headers: bearer(t.s.token),
    });
    expect(denied.statusCode).toBe(403);
  });
});

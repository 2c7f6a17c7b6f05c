import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { assistantSkills, availability, gaugeState, history } from '../../db/schema/index';
import { bearer, errJson, objJson, OTHER, signIn, type Session } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';

// The seeded demo (seed-profile): file 5/8 = 63, skills 2/4 = 50, availability 100, account 100,
// curriculum 1/5 (title; no CV) = 20; total (63 + 50 + 100 + 100 + 20) / 5 = 66.6 -> 67, last seen 67.
const SEEDED = { file: 63, skills: 50, availability: 100, account: 100, curriculum: 20, total: 67 };
const FULL_CV = {
  title: 'Assistante administrative',
  summary: 'Dix ans en PME.',
  experienceYears: 10,
  languages: ['Français', 'Anglais'],
};

const t = useSignedInDemo();

const gauge = (update: boolean | null, session: Session = t.s) =>
  t.ctx.app.inject({
    method: 'POST',
    url: `/api/assistants/${session.userId}/gauge${update === null ? '' : `?update=${String(update)}`}`,
    headers: bearer(session.token),
  });
const putCv = (body: unknown, session: Session = t.s) =>
  t.ctx.app.inject({
    method: 'PUT',
    url: `/api/assistants/${session.userId}/curriculum`,
    headers: bearer(session.token),
    payload: body as Record<string, unknown>,
  });
const getCv = (session: Session = t.s) =>
  t.ctx.app.inject({
    method: 'GET',
    url: `/api/assistants/${session.userId}/curriculum`,
    headers: bearer(session.token),
  });

describe('curriculum', () => {
  it('reads the seeded curriculum', async () => {
    const res = await getCv();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      title: 'Assistante administrative indépendante',
      summary: null,
      experienceYears: null,
      languages: [],
      updatedAt: '2026-03-11T09:00:00.000Z',
    });
  });

  it('answers an empty curriculum for an assistant who never wrote one', async () => {
    const other = await signIn(t.ctx.app, OTHER);
    expect((await getCv(other)).json()).toEqual({
      title: null,
      summary: null,
      experienceYears: null,
      languages: [],
      updatedAt: null,
    });
  });

  it('replaces it (blank texts as null, languages trimmed and deduplicated) and logs it', async () => {
    t.ctx.clock.advance(60_000);
    const res = await putCv({
      title: '  ',
      summary: ' Résumé ',
      experienceYears: 0,
      languages: ['fr', ' fr ', 'en'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      title: null,
      summary: 'Résumé',
      experienceYears: 0,
      languages: ['fr', 'en'],
      updatedAt: '2026-03-11T09:01:00.000Z',
    });
    expect((await getCv()).json()).toEqual(res.json());
    const lines = await t.ctx.testDb.db.select().from(history).where(eq(history.objectType, 'PROFILE'));
    expect(lines.filter((l) => l.at.toISOString() === '2026-03-11T09:01:00.000Z')).toHaveLength(1);
  });

  it.each([
    [{ ...FULL_CV, experienceYears: -1 }, 'experienceYears'],
    [{ ...FULL_CV, experienceYears: 61 }, 'experienceYears'],
    [{ ...FULL_CV, title: 'x'.repeat(151) }, 'title'],
    [{ ...FULL_CV, languages: ['x'.repeat(51)] }, 'languages.0'],
    [{ title: null, summary: null, experienceYears: null }, 'languages'],
  ])('refuses %j (field %s)', async (body, field) => {
    const res = await putCv(body);
    expect(res.statusCode).toBe(400);
    expect(errJson(res).errors.map((e) => e.field)).toContain(field);
  });
});

describe('POST /assistants/:id/gauge', () => {
  it('answers the seeded percentages and the total last seen, without celebrating', async () => {
    const res = await gauge(null);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ completion: SEEDED, previousTotal: 67, celebrate: false });
  });

  it('celebrates once when one curriculum PUT takes the total above 75', async () => {
    expect((await putCv(FULL_CV)).statusCode).toBe(200);
    // curriculum 4/5 (no CV file) = 80: (63 + 50 + 100 + 100 + 80) / 5 = 78.6 -> 79
    const after = { ...SEEDED, curriculum: 80, total: 79 };
    // without update: asks again and again, nothing recorded
    expect((await gauge(false)).json()).toEqual({ completion: after, previousTotal: 67, celebrate: true });
    expect((await gauge(null)).json()).toEqual({ completion: after, previousTotal: 67, celebrate: true });
    // the app shows it and records it
    expect((await gauge(true)).json()).toEqual({ completion: after, previousTotal: 67, celebrate: true });
    expect((await gauge(true)).json()).toEqual({ completion: after, previousTotal: 79, celebrate: false });
    const [state] = await t.ctx.testDb.db.select().from(gaugeState).where(eq(gaugeState.userId, t.s.userId));
    expect(state).toMatchObject({ lastSeenTotal: 79, celebratedAt: new Date('2026-03-11T09:00:00.000Z') });
  });

  it('never celebrates twice, even after falling to (0, 75] and crossing again', async () => {
    await putCv(FULL_CV);
    expect(objJson(await gauge(true))['celebrate']).toBe(true);
    // the grid all unavailable: availability 0, total (63 + 50 + 0 + 100 + 80) / 5 = 58.6 -> 59
    await t.ctx.testDb.db
      .update(availability)
      .set({ value: false })
      .where(eq(availability.assistantId, t.s.userId));
    expect(objJson(await gauge(true))).toMatchObject({ previousTotal: 79, celebrate: false });
    await t.ctx.testDb.db
      .update(availability)
      .set({ value: true })
      .where(eq(availability.assistantId, t.s.userId));
    expect(objJson(await gauge(true))).toMatchObject({
      completion: { total: 79 },
      previousTotal: 59,
      celebrate: false,
    });
  });

  it('does not celebrate from 0 (first time) nor while staying at or under 75', async () => {
    const other = await signIn(t.ctx.app, OTHER);
    expect((await gauge(true, other)).json()).toMatchObject({
      completion: { total: 10 },
      previousTotal: 0,
      celebrate: false,
    });
    expect((await gauge(true, other)).json()).toMatchObject({ previousTotal: 10, celebrate: false });
    // the demo's job skill graded: skills 3 of 4 kinds = 75; total (63 + 75 + 100 + 100 + 20) / 5
    // = 71.6 -> 72, still in (0, 75]
    await t.ctx.testDb.db
      .update(assistantSkills)
      .set({ grade: 3 })
      .where(eq(assistantSkills.assistantId, t.s.userId));
    expect((await gauge(true)).json()).toMatchObject({
      completion: { skills: 75, total: 72 },
      celebrate: false,
    });
  });

  it('gives one celebration to two updates sent together', async () => {
    await putCv(FULL_CV);
    const answers = await Promise.all([gauge(true), gauge(true)]);
    expect(answers.map((r) => objJson(r)['celebrate']).sort()).toEqual([false, true]);
  });
});

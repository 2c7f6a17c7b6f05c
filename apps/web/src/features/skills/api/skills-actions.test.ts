import type { Assistant, Dashboard, Skills } from '@relais/domain/rules';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '../../../data/assistant';
import { derivedKey } from '../../../lib/derived-key';

const api = vi.hoisted(() => ({
  calls: [] as { what: string; key: string | undefined; body: unknown }[],
}));
vi.mock('../../../lib/api-client', () => ({
  call: (ep: { method: string; path: string }, opts: { idempotencyKey?: string; body?: unknown }) => {
    api.calls.push({ what: `${ep.method} ${ep.path}`, key: opts.idempotencyKey, body: opts.body });
    return Promise.resolve(
      ep.path.endsWith('/expertise')
        ? { expertiseIds: (opts.body as { expertiseIds: string[] }).expertiseIds, expertises: [] }
        : { skills: (opts.body as { skills: unknown[] }).skills, updatedAt: '2026-11-25T10:00:00.000Z' },
    );
  },
}));

const { saveSkillsAction } = await import('./skills-actions');
const { expertiseIdsKey, skillsKey } = await import('./skills-cache');

const KEY = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const SKILLS = [
  { kind: 'lang' as const, label: 'Anglais', grade: 4 },
  { kind: 'computer' as const, label: 'Tableur', grade: 5 },
  { kind: 'job' as const, label: 'Paie', grade: 2 },
  { kind: 'other' as const, label: 'Permis B', grade: null },
];
const dashboard = (skills: number): Dashboard => ({
  month: '2026-11',
  kpi: null,
  warnings: {
    planningUpdateDue: false,
    insurance: 'ok',
    insuranceLimitDate: null,
    expertiseToUpdate: true,
    academy: 'none',
    documents: [],
  },
  completion: { file: 63, skills, availability: 100, account: 100, curriculum: 25, total: 68 },
});

const send = (body: Parameters<typeof saveSkillsAction.send>[0]) =>
  saveSkillsAction.send(body, { idempotencyKey: KEY, files: [] });

describe('saving skills through the outbox', () => {
  beforeEach(() => {
    api.calls = [];
  });

  it('PUTs the skills then the expertises, each under a key derived from the action, the same on a replay', async () => {
    await send({ assistantId: 'u1', skills: SKILLS, expertiseIds: ['HR'] });
    await send({ assistantId: 'u1', skills: SKILLS, expertiseIds: ['HR'] });
    const [skillsKeyOnce, expertiseKeyOnce] = [
      await derivedKey(KEY, 'skills'),
      await derivedKey(KEY, 'expertise'),
    ];
    expect(api.calls).toEqual([
      { what: 'PUT /assistants/:id/skills', key: skillsKeyOnce, body: { skills: SKILLS } },
      { what: 'PUT /assistants/:id/skills/expertise', key: expertiseKeyOnce, body: { expertiseIds: ['HR'] } },
      { what: 'PUT /assistants/:id/skills', key: skillsKeyOnce, body: { skills: SKILLS } },
      { what: 'PUT /assistants/:id/skills/expertise', key: expertiseKeyOnce, body: { expertiseIds: ['HR'] } },
    ]);
    expect(skillsKeyOnce).not.toBe(expertiseKeyOnce);
  });

  it('sends only the part the save holds', async () => {
    await send({ assistantId: 'u1', expertiseIds: [] });
    expect(api.calls.map((c) => c.what)).toEqual(['PUT /assistants/:id/skills/expertise']);
  });

  it('shows the save at once: skills, the skills area and total of the gauge, and no expertise warning', () => {
    const qc = new QueryClient();
    qc.setQueryData<Skills>(skillsKey('u1'), { skills: [], updatedAt: '2026-11-01T00:00:00.000Z' });
    qc.setQueryData(['dashboard', 'u1', '2026-11'], dashboard(50));
    qc.setQueryData(['dashboard', 'u2', '2026-11'], dashboard(50));
    qc.setQueryData(meQueryKey('u1'), { id: 'u1', warningUpdateExpertise: true });

    saveSkillsAction.apply?.(qc, { assistantId: 'u1', skills: SKILLS, expertiseIds: ['HR'] }, 'a1');

    expect(qc.getQueryData<Skills>(skillsKey('u1'))).toEqual({
      skills: SKILLS,
      updatedAt: '2026-11-01T00:00:00.000Z',
    });
    expect(qc.getQueryData(expertiseIdsKey('u1'))).toEqual(['HR']);
    const mine = qc.getQueryData<Dashboard>(['dashboard', 'u1', '2026-11']);
    // three kinds graded of four (the other skill is not graded): 75; total (63+75+100+100+25)/5 = 72.6
    expect(mine?.completion).toMatchObject({ skills: 75, total: 73 });
    expect(mine?.warnings.expertiseToUpdate).toBe(false);
    expect(qc.getQueryData<Assistant>(meQueryKey('u1'))?.warningUpdateExpertise).toBe(false);
    // another user's cache is left alone
    expect(qc.getQueryData<Dashboard>(['dashboard', 'u2', '2026-11'])).toEqual(dashboard(50));
  });

  it('a skills-only save leaves the expertise warning', () => {
    const qc = new QueryClient();
    qc.setQueryData(['dashboard', 'u1', '2026-11'], dashboard(50));
    saveSkillsAction.apply?.(qc, { assistantId: 'u1', skills: [] }, 'a1');
    const d = qc.getQueryData<Dashboard>(['dashboard', 'u1', '2026-11']);
    expect(d?.warnings.expertiseToUpdate).toBe(true);
    expect(d?.completion).toMatchObject({ skills: 0, total: 58 });
  });

  it("once acknowledged, keeps the server's answer and reads the dashboard and the user again", async () => {
    const qc = new QueryClient();
    qc.setQueryData(['dashboard', 'u1', '2026-11'], dashboard(50));
    qc.setQueryData(meQueryKey('u1'), { id: 'u1' });
    const answer = { skills: { skills: SKILLS, updatedAt: '2026-11-25T10:00:00.000Z' } };
    saveSkillsAction.settled?.(qc, { assistantId: 'u1', skills: SKILLS }, answer);
    await Promise.resolve();
    expect(qc.getQueryData(skillsKey('u1'))).toEqual(answer.skills);
    expect(qc.getQueryState(['dashboard', 'u1', '2026-11'])?.isInvalidated).toBe(true);
    expect(qc.getQueryState(meQueryKey('u1'))?.isInvalidated).toBe(true);
  });

  it('reopens a refused save on the skills screen', () => {
    expect(saveSkillsAction.editPath?.('a 1', { assistantId: 'u1' })).toBe('/user/skills?action=a%201');
  });
});

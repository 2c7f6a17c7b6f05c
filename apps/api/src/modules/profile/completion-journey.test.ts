import { describe, expect, it } from 'vitest';
import type { Completion } from '@relais/domain';
import { bearer, signIn, type Session } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';
import { PDF, upload } from '../files/files.fixtures';

// A prospect fills her profile area by area through the API; after each step the gauge is read
// back from GET /dashboard and compared with percentages worked out by hand (decisions, "Availability
// and profile": each area the share of its expected items, the total their mean, rounded).
const PROSPECT = { email: 'prospect@relais.test', password: 'relais-demo' } as const;
const t = useSignedInDemo();

const api = (s: Session, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.ctx.app.inject({ method, url: `/api${url}`, headers: bearer(s.token), ...(payload ? { payload } : {}) });

const completion = async (s: Session): Promise<Completion> => {
  const res = await api(s, 'GET', `/dashboard?userId=${s.userId}&kpi=false`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ completion: Completion }>().completion;
};

const ok = async (res: Promise<{ statusCode: number; body: string }>) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
};

describe('completion of a prospect filling her profile (hand-computed)', () => {
  it('moves each area, and the total as their mean, with every real write', async () => {
    const s = await signIn(t.ctx.app, PROSPECT);
    // seeded: civility, first and last name, city, country = account 5/10 = 50; nothing else; total 50/5 = 10
    expect(await completion(s)).toEqual({
      file: 0,
      skills: 0,
      availability: 0,
      account: 50,
      curriculum: 0,
      total: 10,
    });

    // account: birth date, address, zip code, phone -> 9/10 = 90 (no secondary email); total 90/5 = 18
    await ok(
      api(s, 'PUT', '/assistants', {
        userId: s.userId,
        birthdate: '1992-06-02',
        address: '3 rue Lesdiguières',
        zipCode: '38000',
        phone: '+33 6 55 44 33 22',
      }),
    );
    expect(await completion(s)).toMatchObject({ account: 90, total: 18 });

    // skills: three of the four kinds graded (an ungraded one does not count) -> 3/4 = 75
    await ok(
      api(s, 'PUT', `/assistants/${s.userId}/skills`, {
        skills: [
          { kind: 'lang', label: 'Anglais', grade: 4 },
          { kind: 'computer', label: 'Tableur', grade: 3 },
          { kind: 'job', label: 'Paie', grade: 2 },
          { kind: 'other', label: 'Permis B', grade: null },
        ],
      }),
    );
    // total (0 + 75 + 0 + 90 + 0) / 5 = 33
    expect(await completion(s)).toMatchObject({ skills: 75, total: 33 });

    // availability: one available half-day -> 100; total (75 + 100 + 90) / 5 = 53
    await ok(api(s, 'PUT', `/assistants/${s.userId}/availability/2/MORNING`, { value: true }));
    expect(await completion(s)).toMatchObject({ availability: 100, total: 53 });

    // curriculum: title and summary of four items -> 50; total (75 + 100 + 90 + 50) / 5 = 63
    await ok(
      api(s, 'PUT', `/assistants/${s.userId}/curriculum`, {
        title: 'Assistante de direction',
        summary: 'Cinq ans en cabinet comptable.',
        experienceYears: null,
        languages: [],
      }),
    );
    expect(await completion(s)).toMatchObject({ curriculum: 50, total: 63 });

    // file: two of the eight documents sent -> 25 (rounded from 2/8); total (25 + 75 + 100 + 90 + 50) / 5 = 68
    for (const fileType of ['IDENTITY_DOCUMENT', 'LAST_DIPLOMA']) {
      const up = await upload(t.ctx.app, s.token, { name: 'doc.pdf', bytes: PDF }, { usage: 'FOLDER' });
      expect(up.statusCode, up.body).toBe(200);
      await ok(
        api(s, 'PUT', `/assistants/${s.userId}/folder/${fileType}`, { fileId: up.json<{ id: string }>().id }),
      );
    }
    expect(await completion(s)).toEqual({
      file: 25,
      skills: 75,
      availability: 100,
      account: 90,
      curriculum: 50,
      total: 68,
    });
  });
});

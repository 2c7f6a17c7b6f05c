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
    // seeded: civility, first and last name, city, country = account 5/10 = 50; her identity document sent for
    // her recruitment = file 1/8 = 13 (12.5 rounded); total (13 + 50) / 5 = 12.6 -> 13
    expect(await completion(s)).toEqual({
      file: 13,
      skills: 0,
      availability: 0,
      account: 50,
      curriculum: 0,
      total: 13,
    });

    // account: birth date, address, zip code, phone -> 9/10 = 90 (no secondary email); total (13 + 90) / 5 = 20.6 -> 21
    await ok(
      api(s, 'PUT', '/assistants', {
        userId: s.userId,
        birthdate: '1992-06-02',
        address: '3 rue Lesdiguières',
        zipCode: '38000',
        phone: '+33 6 55 44 33 22',
      }),
    );
    expect(await completion(s)).toMatchObject({ account: 90, total: 21 });

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
    // total (13 + 75 + 90) / 5 = 35.6 -> 36
    expect(await completion(s)).toMatchObject({ skills: 75, total: 36 });

    // availability: one available half-day -> 100; total (13 + 75 + 100 + 90) / 5 = 55.6 -> 56
    await ok(api(s, 'PUT', `/assistants/${s.userId}/availability/2/MORNING`, { value: true }));
    expect(await completion(s)).toMatchObject({ availability: 100, total: 56 });

    // curriculum: title and summary of its five items (title, summary, years, a language, the CV file) -> 40;
    // total (13 + 75 + 100 + 90 + 40) / 5 = 63.6 -> 64
    await ok(
      api(s, 'PUT', `/assistants/${s.userId}/curriculum`, {
        title: 'Assistante de direction',
        summary: 'Cinq ans en cabinet comptable.',
        experienceYears: null,
        languages: [],
      }),
    );
    expect(await completion(s)).toMatchObject({ curriculum: 40, total: 64 });

    // file: the identity document sent again and the diploma -> 2/8 = 25; total (25 + 75 + 100 + 90 + 40) / 5 = 66
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
      curriculum: 40,
      total: 66,
    });

    // the CV file: curriculum 3/5 = 60; total (25 + 75 + 100 + 90 + 60) / 5 = 70
    const cv = await upload(t.ctx.app, s.token, { name: 'cv.pdf', bytes: PDF }, { usage: 'CV' });
    expect(cv.statusCode, cv.body).toBe(200);
    await ok(
      api(s, 'POST', `/assistants/${s.userId}/cv`, {
        fileId: cv.json<{ id: string }>().id,
        cvFileName: 'cv.pdf',
      }),
    );
    expect(await completion(s)).toMatchObject({ curriculum: 60, total: 70 });
  });
});

import { describe, expect, it } from 'vitest';
import { bearer, errJson, objJson, OTHER, signIn, type Session } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';
import { PDF, upload } from '../files/files.fixtures';

// seed-history: 66 demo lines (22 kinds × 3), the newest 32 h before TEST_NOW (2026-03-11 09:00Z),
// then every 32 h; "Congés" in 9 lines, the client "Lemoine" (in the facts) in 15, a literal "%" in 3,
// a literal "_" in 3.
// The other assistant has 5 lines of their own (one "Congés", one "10 %").
const HOUR = 3_600_000;
const NOW = Date.parse('2026-03-11T09:00:00.000Z');
const atOf = (k: number) => new Date(NOW - (k + 1) * 32 * HOUR).toISOString();

const t = useSignedInDemo();

type Page = {
  content: {
    at: string;
    label: string;
    objectType: string;
    eventType: string;
    objectId: string | null;
    details: unknown;
  }[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
};

const logs = async (query: string, session: Session = t.s) =>
  t.ctx.app.inject({
    method: 'GET',
    url: `/api/assistants/${session.userId}/logs${query}`,
    headers: bearer(session.token),
  });
const page = async (query: string, session: Session = t.s): Promise<Page> => {
  const res = await logs(query, session);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
};

describe('GET /assistants/:id/logs: paging', () => {
  it('answers the first page of 20, newest first, by default', async () => {
    const p = await page('');
    expect(p).toMatchObject({ page: 0, size: 20, totalElements: 66, totalPages: 4 });
    expect(p.content).toHaveLength(20);
    expect(p.content[0]).toMatchObject({
      at: atOf(0),
      objectType: 'VISIT',
      eventType: 'CREATED',
      label: 'Facturation mensuelle',
      objectId: null,
    });
    expect(p.content[19]?.at).toBe(atOf(19));
  });

  it('answers a middle page, the last (partial) page and an empty page past the end', async () => {
    const middle = await page('?page=1&size=20');
    expect(middle.content.map((l) => l.at)).toEqual(Array.from({ length: 20 }, (_, i) => atOf(20 + i)));
    const last = await page('?page=3&size=20');
    expect(last.content.map((l) => l.at)).toEqual([
      atOf(60),
      atOf(61),
      atOf(62),
      atOf(63),
      atOf(64),
      atOf(65),
    ]);
    expect(last).toMatchObject({ page: 3, totalElements: 66, totalPages: 4 });
    const past = await page('?page=4&size=20');
    expect(past).toMatchObject({ content: [], page: 4, size: 20, totalElements: 66, totalPages: 4 });
    const exact = await page('?page=0&size=66');
    expect(exact).toMatchObject({ totalPages: 1 });
    expect(exact.content).toHaveLength(66);
  });

  it('counts ten pages past the one read at most: a lower bound that keeps the next pages reachable', async () => {
    // pages of 3: the first counts up to 0 + 3 * 10 + 1 = 31 of the 66 lines
    const first = await page('?page=0&size=3');
    expect(first).toMatchObject({ totalElements: 31, totalPages: 11 });
    // page 12 counts up to 36 + 31 = 67: every line, the exact total
    const further = await page('?page=12&size=3');
    expect(further).toMatchObject({ totalElements: 66, totalPages: 22 });
    expect(further.content.map((l) => l.at)).toEqual([atOf(36), atOf(37), atOf(38)]);
    // past the end, the total is read alone (exact: the bound is past every line)
    expect(await page('?page=30&size=3')).toMatchObject({ content: [], totalElements: 66 });
  });

  it('sorts oldest first with sort=asc', async () => {
    const p = await page('?sort=asc&size=3');
    expect(p.content.map((l) => l.at)).toEqual([atOf(65), atOf(64), atOf(63)]);
    const lastAsc = await page('?sort=asc&size=20&page=3');
    expect(lastAsc.content.at(-1)?.at).toBe(atOf(0));
  });

  it.each([
    '?size=0',
    '?size=101',
    '?size=x',
    '?page=-1',
    '?page=1.5',
    '?sort=up',
    `?search=${'x'.repeat(101)}`,
  ])('refuses %s', async (query) => {
    const res = await logs(query);
    expect(res.statusCode).toBe(400);
    expect(errJson(res).errorCode).toBe('validation_failed');
  });

  it('accepts the size bounds 1 and 100', async () => {
    // one line a page: counted up to 11 (ten pages ahead), the next page reachable
    expect(await page('?size=1')).toMatchObject({ totalPages: 11 });
    expect((await page('?size=100')).content).toHaveLength(66);
  });
});

describe('GET /assistants/:id/logs: search', () => {
  it.each([
    ['Congés', 9],
    ['conges', 9],
    ['CONGÉS', 9],
    ['congÉs d’ÉTÉ', 3],
    ['lemoine', 15],
    ['BOULANGERIE lemoine', 15],
    ['saisie des factures', 3],
    ['%', 3],
    ['100 %', 3],
    ['_', 3],
    ['note_de', 3],
    ['  facturation  ', 12],
    ['introuvable', 0],
  ])('finds %j in %i lines', async (search, count) => {
    const p = await page(`?size=100&search=${encodeURIComponent(search)}`);
    expect(p.totalElements).toBe(count);
    expect(p.content).toHaveLength(count);
    expect(p.totalPages).toBe(Math.ceil(count / 100));
  });

  it('pages the found lines', async () => {
    const p = await page(`?size=4&page=2&search=${encodeURIComponent('congés')}`);
    expect(p).toMatchObject({ totalElements: 9, totalPages: 3 });
    expect(p.content).toHaveLength(1);
    expect(p.content[0]?.label).toMatch(/^Congés/);
  });

  it('treats an empty search as none', async () => {
    expect((await page('?search=')).totalElements).toBe(66);
    expect((await page('?search=%20%20')).totalElements).toBe(66);
  });
});

describe('GET /assistants/:id/logs: whose lines', () => {
  it("shows another assistant their own lines only, and refuses the demo's id", async () => {
    const other = await signIn(t.ctx.app, OTHER);
    const p = await page('?size=100', other);
    expect(p.totalElements).toBe(5);
    expect(p.content.map((l) => l.label)).not.toContain('Facturation mensuelle');
    expect((await page(`?search=${encodeURIComponent('congés')}`, other)).totalElements).toBe(1);
    const res = await t.ctx.app.inject({
      method: 'GET',
      url: `/api/assistants/${t.s.userId}/logs`,
      headers: bearer(other.token),
    });
    expect(res.statusCode).toBe(403);
    expect(errJson(res).errorCode).toBe('access_denied');
  });

  it('logs the absence and planning changes of the availability module', async () => {
    t.ctx.clock.advance(60_000);
    const url = `/api/assistants/${t.s.userId}`;
    const created = await t.ctx.app.inject({
      method: 'POST',
      url: `${url}/leaves`,
      headers: bearer(t.s.token),
      payload: { startDate: '2026-03-20', endDate: '2026-03-21', label: 'Mariage' },
    });
    expect(created.statusCode).toBe(200);
    const leaveId = String(objJson(created)['id']);
    await t.ctx.app.inject({
      method: 'PATCH',
      url: `${url}/snooze?untilDate=2026-03-20`,
      headers: bearer(t.s.token),
    });
    await t.ctx.app.inject({
      method: 'DELETE',
      url: `${url}/leaves/${leaveId}`,
      headers: bearer(t.s.token),
      payload: { reason: 'Annulé' },
    });
    const p = await page('?size=3');
    expect((await page('?size=100')).totalElements).toBe(69);
    const absence = { kind: 'ABSENCE', startDate: '2026-03-20', endDate: '2026-03-21' };
    expect(p.content.map((l) => [l.objectType, l.eventType, l.label, l.objectId, l.details])).toEqual(
      expect.arrayContaining([
        ['ABSENCE', 'CREATED', 'Mariage', leaveId, absence],
        ['AVAILABILITY', 'SNOOZED', '', null, { kind: 'SNOOZE', untilDate: '2026-03-20' }],
        ['ABSENCE', 'DELETED', 'Mariage', leaveId, absence],
      ]),
    );
    expect(p.content.every((l) => l.at === '2026-03-11T09:01:00.000Z')).toBe(true);
  });

  it('logs a half-day of availability with its facts, for the app to write in words', async () => {
    const res = await t.ctx.app.inject({
      method: 'PUT',
      url: `/api/assistants/${t.s.userId}/availability/6/MORNING`,
      headers: bearer(t.s.token),
      payload: { value: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const p = await page('?size=1');
    expect(p.content[0]).toMatchObject({
      objectType: 'AVAILABILITY',
      eventType: 'UPDATED',
      label: '',
      details: { kind: 'AVAILABILITY', numDay: 6, part: 'MORNING', available: true },
    });
  });

  it('logs an upload of the files module with the file name', async () => {
    const res = await upload(t.ctx.app, t.s.token, { name: 'Attestation 2026.pdf', bytes: PDF });
    expect(res.statusCode, res.body).toBe(200);
    const p = await page('?size=1');
    expect(p.content[0]).toMatchObject({
      at: '2026-03-11T09:00:00.000Z',
      objectType: 'FILE',
      eventType: 'UPLOADED',
      objectId: objJson(res)['id'],
      label: 'Attestation 2026.pdf',
    });
  });
});

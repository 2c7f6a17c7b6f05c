import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { StaffDirectoryItem, StaffDirectoryPage } from '@relais/contract';
import { computeCompletion, messageSearchKey, type EventStatus } from '@relais/domain';
import {
  assistantExpertises,
  assistantSkills,
  clients,
  events,
  expertises,
  users,
} from '../../db/schema/index';
import { foldSql } from '../../db/search-fold';
import { bearer, FINANCE, signIn, STAFF, type Session } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';
import { readinessOf } from '../invoices/invoice-readiness';
import type { MonthIntervention } from '../invoices/invoices.repository';

const t = useSignedInDemo();

const get = (url: string, s?: Session) =>
  t.ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: s ? bearer(s.token) : {} });

const directory = async (s: Session, query: string): Promise<StaffDirectoryPage> => {
  const res = await get(`/staff/assistants?${query}`, s);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StaffDirectoryPage>();
};
const names = (p: StaffDirectoryPage) => p.items.map((i) => `${i.firstName} ${i.lastName}`);

type Person = Partial<typeof users.$inferInsert> & { firstName: string; lastName: string };

/** Hand-made assistants, every one named 'Zorglub…' so a search finds only them. */
const addPeople = async (people: Person[]): Promise<string[]> => {
  const rows = people.map((p, i) => ({
    id: randomUUID(),
    loginEmail: `zorglub-${i}-${randomUUID().slice(0, 8)}@relais.test`,
    createdAt: new Date(Date.UTC(2025, 0, 1 + i)),
    ...p,
  }));
  await t.ctx.testDb.db.insert(users).values(rows);
  return rows.map((r) => r.id);
};

describe('GET /staff/assistants (the directory)', () => {
  it('is for any staff member: 401 without a session, 403 for an assistant, 200 for the finance member', async () => {
    expect((await get('/staff/assistants')).statusCode).toBe(401);
    expect((await get('/staff/assistants', t.s)).statusCode).toBe(403);
    const finance = await signIn(t.ctx.app, FINANCE);
    const page = await directory(finance, '');
    // assistants only: neither the staff members nor the clients' users
    const emails = page.items.map((i) => i.email);
    expect(emails).toContain('demo@relais.test');
    expect(emails).not.toContain('support@relais-provider.test');
    expect(emails).not.toContain('client@relais.test');
    expect(page).toMatchObject({ page: 0, size: 25 });
  });

  it('searches name, email, city, skill and expertise with accents and case folded, wildcards literal', async () => {
    const staff = await signIn(t.ctx.app, STAFF);
    const [helene, other] = await addPeople([
      { firstName: 'Hélène', lastName: 'Zorglub Lefèvre', city: 'Saint-Étienne' },
      { firstName: 'Paul', lastName: 'Zorglub', city: 'Brest' },
    ]);
    const [expertise] = await t.ctx.testDb.db.select().from(expertises).limit(1);
    if (!helene || !other || !expertise) throw new Error('no hand-made data');
    await t.ctx.testDb.db
      .insert(assistantSkills)
      .values([
        { id: randomUUID(), assistantId: helene, kind: 'job', label: 'Comptabilité analytique', grade: 3 },
      ]);
    await t.ctx.testDb.db
      .insert(assistantExpertises)
      .values({ assistantId: other, expertiseId: expertise.id });

    const found = async (q: string) => names(await directory(staff, `q=${encodeURIComponent(q)}`));
    expect(await found('helene')).toEqual(['Hélène Zorglub Lefèvre']);
    expect(await found('HÉLÈNE zorglub')).toEqual(['Hélène Zorglub Lefèvre']);
    expect(await found('helene lefevre')).toEqual([]);
    expect(await found('zorglub lefevre')).toEqual(['Hélène Zorglub Lefèvre']);
    expect(await found('saint-etienne')).toEqual(['Hélène Zorglub Lefèvre']);
    expect(await found('COMPTABILITE ANALYT')).toEqual(['Hélène Zorglub Lefèvre']);
    expect(await found(messageSearchKey(expertise.label).toUpperCase())).toContain('Paul Zorglub');
    expect(await found('zorglub-1-')).toEqual(['Paul Zorglub']);
    expect(await found('zorglub%')).toEqual([]);
    // the demo assistant by one of her skills
    expect(await found('comptabilite')).toContain('Camille Durand');
  });

  it('folds in SQL as the domain folds a search', async () => {
    const samples = ['Hélène', 'ÉLODIE', 'Œuvre', 'Ærø', 'Çà et là', 'Ñandú', 'Straße', 'Zoë'];
    for (const text of samples) {
      const [row] = await t.ctx.testDb.db
        .select({ v: foldSql(sql`${text}::text`) })
        .from(users)
        .limit(1);
      expect(row?.v, text).toBe(messageSearchKey(text));
    }
  });

  it('filters by recruitment status and by profile completion (the account area of the gauge)', async () => {
    const staff = await signIn(t.ctx.app, STAFF);
    const full = {
      civility: 'MRS' as const,
      birthdate: '1990-01-01',
      address: '1 rue',
      zipCode: '69001',
      city: 'Lyon',
      country: 'France',
      phone: '0600000000',
      secondaryEmail: 'x@y.fr',
    };
    const people: Person[] = [
      { firstName: 'A', lastName: 'Zorglub Applied', recruitmentStatus: 'APPLIED' },
      { firstName: 'B', lastName: 'Zorglub Complete', recruitmentStatus: 'COMPLETE', ...full },
      { firstName: 'C', lastName: 'Zorglub Recruited', recruitmentStatus: 'RECRUITED', ...full, phone: ' ' },
      { firstName: 'D', lastName: 'Zorglub Refused', recruitmentStatus: 'REFUSED', city: 'Paris' },
      { firstName: 'E', lastName: 'Zorglub None' },
    ];
    await addPeople(people);
    const by = async (query: string) => names(await directory(staff, `q=zorglub&${query}`));
    expect(await by('status=prospect')).toEqual(['A Zorglub Applied', 'B Zorglub Complete']);
    expect(await by('status=recruited')).toEqual(['C Zorglub Recruited']);
    expect(await by('status=refused')).toEqual(['D Zorglub Refused']);
    expect(await by('status=none')).toEqual(['E Zorglub None']);
    expect(await by('completion=complete')).toEqual(['B Zorglub Complete']);
    expect(await by('completion=incomplete')).toHaveLength(4);

    // each item's completion is the domain's account area
    const page = await directory(staff, 'q=zorglub');
    for (const p of people) {
      const item = page.items.find((i) => i.lastName === p.lastName);
      const account = computeCompletion({
        account: { ...p, birthdate: p.birthdate ?? null },
        availability: [],
        documents: [],
        skills: [],
        curriculum: null,
        hasCv: false,
        today: '2026-03-11',
      }).account;
      expect(item?.completion, p.lastName).toBe(account);
    }
    expect(page.items.map((i) => i.status)).toEqual(['prospect', 'prospect', 'none', 'recruited', 'refused']);
  });

  it('sorts and pages: name, created, completion, city; the total as the filter counts it', async () => {
    const staff = await signIn(t.ctx.app, STAFF);
    await addPeople([
      { firstName: 'Béa', lastName: 'Zorglub Émile', city: 'Nice', phone: '1' },
      { firstName: 'Ana', lastName: 'Zorglub Alpha', city: 'Brest' },
      { firstName: 'Cid', lastName: 'Zorglub Delta', phone: '1', country: 'France' },
    ]);
    const order = async (query: string) => names(await directory(staff, `q=zorglub&${query}`));
    expect(await order('sort=name')).toEqual(['Ana Zorglub Alpha', 'Cid Zorglub Delta', 'Béa Zorglub Émile']);
    expect(await order('sort=name&dir=desc')).toEqual([
      'Béa Zorglub Émile',
      'Cid Zorglub Delta',
      'Ana Zorglub Alpha',
    ]);
    expect(await order('sort=created&dir=desc')).toEqual([
      'Cid Zorglub Delta',
      'Ana Zorglub Alpha',
      'Béa Zorglub Émile',
    ]);
    expect(await order('sort=completion&dir=desc')).toEqual([
      'Béa Zorglub Émile',
      'Cid Zorglub Delta',
      'Ana Zorglub Alpha',
    ]);
    expect(await order('sort=city')).toEqual(['Ana Zorglub Alpha', 'Béa Zorglub Émile', 'Cid Zorglub Delta']);
    const second = await directory(staff, 'q=zorglub&size=2&page=1');
    expect(second).toMatchObject({ total: 3, page: 1, size: 2 });
    expect(names(second)).toEqual(['Béa Zorglub Émile']);
    expect(await directory(staff, 'q=zorglub&size=2&page=5')).toMatchObject({ items: [], total: 3 });
    expect((await get('/staff/assistants?size=101', staff)).statusCode).toBe(400);
    expect((await get('/staff/assistants?blocker=nope', staff)).statusCode).toBe(400);
  });
});

describe('the directory blockers agree with the readiness view (readinessOf)', () => {
  it('filters and lists, on hand-made data, what readinessOf says blocks each one', async () => {
    // the 11th (the tests' now): the window opens on the 20th, so an insurance ending on the 15th
    // expires before it
    const now = t.ctx.clock.now();
    const staff = await signIn(t.ctx.app, STAFF);
    const [client] = await t.ctx.testDb.db.select({ id: clients.id }).from(clients).limit(1);
    if (!client) throw new Error('no client');
    const cases: { person: Person; events: { status: EventStatus; at: string; deleted?: boolean }[] }[] = [
      {
        person: {
          firstName: 'Ok',
          lastName: 'Zorglub',
          proInsuranceLimitDate: '2027-01-01',
          signedDate: '2025-01-01',
        },
        events: [],
      },
      { person: { firstName: 'Missing', lastName: 'Zorglub', signedDate: '2025-01-01' }, events: [] },
      {
        person: {
          firstName: 'Expired',
          lastName: 'Zorglub',
          proInsuranceLimitDate: '2026-03-10',
          signedDate: '2025-01-01',
        },
        events: [],
      },
      {
        person: {
          firstName: 'Before',
          lastName: 'Zorglub',
          proInsuranceLimitDate: '2026-03-15',
          signedDate: '2025-01-01',
        },
        events: [],
      },
      {
        person: { firstName: 'Unsigned', lastName: 'Zorglub', proInsuranceLimitDate: '2027-01-01' },
        events: [],
      },
      {
        person: {
          firstName: 'Write',
          lastName: 'Zorglub',
          proInsuranceLimitDate: '2027-01-01',
          signedDate: '2025-01-01',
        },
        events: [
          { status: 'SCHEDULED', at: '2026-02-10T09:00:00Z' },
          { status: 'CLOSED', at: '2026-02-11T09:00:00Z' },
        ],
      },
      {
        person: {
          firstName: 'Awaiting',
          lastName: 'Zorglub',
          proInsuranceLimitDate: '2027-01-01',
          signedDate: '2025-01-01',
        },
        events: [{ status: 'TERMINATED', at: '2026-02-27T22:30:00Z' }],
      },
      {
        // deleted, closed, this month's or the month before's: nothing owed for February
        person: {
          firstName: 'Clear',
          lastName: 'Zorglub',
          proInsuranceLimitDate: '2027-01-01',
          signedDate: '2025-01-01',
        },
        events: [
          { status: 'DONE', at: '2026-02-12T09:00:00Z', deleted: true },
          { status: 'CLOSED', at: '2026-02-13T09:00:00Z' },
          { status: 'SCHEDULED', at: '2026-03-02T09:00:00Z' },
          { status: 'TERMINATED', at: '2026-01-20T09:00:00Z' },
        ],
      },
    ];
    const ids = await addPeople(cases.map((c) => c.person));
    const expected = new Map<string, string[]>();
    for (const [i, c] of cases.entries()) {
      const assistantId = ids[i] ?? '';
      const made = c.events.map((e) => ({
        id: randomUUID(),
        assistantId,
        clientId: client.id,
        label: 'Zorglub',
        startAt: new Date(e.at),
        durationMinutes: 60,
        status: e.status,
        deletedAt: e.deleted ? now : null,
      }));
      if (made.length > 0) await t.ctx.testDb.db.insert(events).values(made);
      // what the readiness view reads: the previous month's live interventions
      const february: MonthIntervention[] = made
        .filter(
          (e) =>
            !e.deletedAt &&
            e.startAt >= new Date('2026-01-31T23:00:00Z') &&
            e.startAt < new Date('2026-02-28T23:00:00Z'),
        )
        .map((e) => ({ ...e, clientName: 'c', remote: false, reportStatus: null, content: null }));
      const readiness = readinessOf({
        now,
        facts: {
          proInsuranceLimitDate: c.person.proInsuranceLimitDate ?? null,
          signedDate: c.person.signedDate ?? null,
          tvaIncluded: false,
        },
        events: february,
        invoices: [],
        reminders: [],
      });
      expected.set(
        c.person.firstName,
        readiness.blockers.map((b) => b.code),
      );
    }
    const all = await directory(staff, 'q=zorglub&size=100');
    const listed = new Map(all.items.map((i: StaffDirectoryItem) => [i.firstName, i.blockers]));
    expect(Object.fromEntries(listed)).toEqual(Object.fromEntries(expected));
    // each case is blocked by something different, and some by nothing
    expect(expected.get('Ok')).toEqual([]);
    expect(expected.get('Before')).toEqual(['insurance_expires_before_window']);

    const family = { insurance: 'insurance_', contract: 'contract_', reports: 'reports_' } as const;
    for (const [filter, prefix] of Object.entries(family)) {
      const page = await directory(staff, `q=zorglub&size=100&blocker=${filter}`);
      const want = [...expected]
        .filter(([, codes]) => codes.some((c) => c.startsWith(prefix)))
        .map(([name]) => name)
        .sort();
      expect(page.items.map((i) => i.firstName).sort(), filter).toEqual(want);
      expect(want.length, filter).toBeGreaterThan(0);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_KM_PACKAGE_ID, RATE_PRODUCT_TYPES, TASK_GROUP_CODES } from '@relais/domain';
import { languageOf } from '../../lib/language';
import { ENGLISH_LABELS } from '../../db/seed/reference-data-en';
import { EXPERTISE_DATA, RATE_DATA, TASK_GROUP_DATA } from '../../db/seed/reference-data';
import { bearer, createTestContext, signIn, type Session, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let s: Session;
beforeAll(async () => {
  ctx = await createTestContext();
  s = await signIn(ctx.app);
});
afterAll(async () => ctx?.close());

const get = (url: string, language?: string) =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: { ...bearer(s.token), ...(language ? { 'accept-language': language } : {}) },
  });

type Labelled = { id: string; label: string };
type Group = Labelled & { code: string; tasks: (Labelled & { premium: boolean })[] };

describe('reference data', () => {
  it('task groups TG1..TG29 in order, each with tasks, some premium', async () => {
    const groups = (await get('/api/taskgroups')).json<{ code: string; tasks: { premium: boolean }[] }[]>();
    expect(groups.map((g) => g.code)).toEqual([...TASK_GROUP_CODES]);
    expect(groups.every((g) => g.tasks.length > 0)).toBe(true);
    expect(groups.some((g) => g.tasks.some((t) => t.premium))).toBe(true);
  });

  it('active rates for every product type, in euros, km with package 324', async () => {
    const rates = (await get('/api/rates/active')).json<
      { productType: string; price: number; packageId: number | null }[]
    >();
    expect(new Set(rates.map((r) => r.productType))).toEqual(new Set(RATE_PRODUCT_TYPES));
    const km = (await get('/api/rates/active?productType=PROFORMAT_KM')).json<unknown>();
    expect(km).toEqual([
      expect.objectContaining({ productType: 'PROFORMAT_KM', price: 0.45, packageId: DEFAULT_KM_PACKAGE_ID }),
    ]);
    expect((await get('/api/rates/active?productType=NOPE')).statusCode).toBe(400);
  });

  it('expertises', async () => {
    const list = (await get('/api/expertises')).json<unknown[]>();
    expect(list.length).toBeGreaterThanOrEqual(10);
  });
});

describe('reference data in the caller’s language', () => {
  it('answers task groups and tasks in English when asked, in French by default, same ids', async () => {
    const french = await get('/api/taskgroups');
    const english = await get('/api/taskgroups', 'en-GB,en;q=0.9');
    expect(english.headers['vary']).toContain('Accept-Language');
    const fr = french.json<Group[]>();
    const en = english.json<Group[]>();
    expect(fr[0]).toMatchObject({ code: 'TG1', label: 'Accueil' });
    expect(en[0]).toMatchObject({ code: 'TG1', label: 'Reception' });
    expect(en[0]?.tasks.map((t) => t.label)).toEqual(['Greeting visitors', 'Switchboard']);
    expect(en.map((g) => g.id)).toEqual(fr.map((g) => g.id));
    expect(en.flatMap((g) => g.tasks.map((t) => t.id))).toEqual(fr.flatMap((g) => g.tasks.map((t) => t.id)));
    expect((await get('/api/taskgroups', 'fr-FR,en;q=0.5')).json<Group[]>()[0]?.label).toBe('Accueil');
  });

  it('answers rates, expertises and the assistant’s rates with a client in English', async () => {
    const km = (await get('/api/rates/active?productType=PROFORMAT_KM', 'en')).json<Labelled[]>();
    expect(km[0]?.label).toBe('Mileage allowance');
    const expertises = (await get('/api/expertises', 'en')).json<Labelled[]>();
    expect(expertises.map((e) => e.label)).toContain('Business English');
    const clients = (await get(`/api/assistants/${s.userId}/clients?clientsToRetrieve=NEWANDACTIVE`)).json<
      { id: string }[]
    >();
    const clientId = clients[0]?.id ?? '';
    const url = `/api/assistants/${s.userId}/clients/${clientId}/rates`;
    expect((await get(url, 'en')).json<Labelled[]>().map((r) => r.label)).toEqual([
      'Standard hourly rate',
      'Premium hourly rate',
    ]);
    expect((await get(url)).json<Labelled[]>().map((r) => r.label)).toEqual([
      'Taux horaire standard',
      'Taux horaire premium',
    ]);
  });

  it('has an English label for every French label of the demo reference data', () => {
    const french = [
      ...TASK_GROUP_DATA.flatMap((g) => [g.label, ...g.tasks.map(([label]) => label)]),
      ...RATE_DATA.map((r) => r.label),
      ...EXPERTISE_DATA.map(([, label]) => label),
    ];
    expect(french.filter((label) => !ENGLISH_LABELS[label])).toEqual([]);
  });

  it.each([
    [undefined, 'fr'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['fr-CA', 'fr'],
    ['de-DE,en;q=0.8,fr;q=0.5', 'en'],
    ['fr;q=0.4,en;q=0.6', 'en'],
    ['en;q=0,fr', 'fr'],
    ['de', 'fr'],
    ['*', 'fr'],
  ])('reads Accept-Language %j as %s', (header, expected) => {
    expect(languageOf(header)).toBe(expected);
  });
});

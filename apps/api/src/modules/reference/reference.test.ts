import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_KM_PACKAGE_ID, RATE_PRODUCT_TYPES, TASK_GROUP_CODES } from '@relais/domain';
import { bearer, createTestContext, signIn, type Session, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let s: Session;
beforeAll(async () => {
  ctx = await createTestContext();
  s = await signIn(ctx.app);
});
afterAll(async () => ctx?.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(s.token) });

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

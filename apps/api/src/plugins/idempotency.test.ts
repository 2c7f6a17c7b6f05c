import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { preferences } from '../db/schema/index';
import { bearer, createTestContext, signIn, type Session, type TestContext, errJson } from '../test/test-app';

let ctx: TestContext;
let session: Session;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());
beforeEach(async () => {
  await ctx.reset();
  session = await signIn(ctx.app);
});

const putFont = (value: string, key?: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/users/${session.userId}/preferences/fontSizeAugmentation`,
    headers: { ...bearer(session.token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: { value },
  });

const fontInDb = async () => {
  const [row] = await ctx.testDb.db
    .select()
    .from(preferences)
    .where(and(eq(preferences.userId, session.userId), eq(preferences.key, 'fontSizeAugmentation')));
  return row?.value;
};

describe('Idempotency-Key', () => {
  it('replays the stored response for the same key and payload, without a second effect', async () => {
    const key = randomUUID();
    const first = await putFont('2', key);
    expect(first.statusCode).toBe(200);
    await putFont('3'); // a later change by another request
    const replay = await putFont('2', key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(first.body);
    expect(await fontInDb()).toBe('3');
  });

  it('answers 422 idempotency_key_reused for the same key with another payload', async () => {
    const key = randomUUID();
    expect((await putFont('2', key)).statusCode).toBe(200);
    const res = await putFont('4', key);
    expect(res.statusCode).toBe(422);
    expect(errJson(res).errorCode).toBe('idempotency_key_reused');
    expect(await fontInDb()).toBe('2');
  });

  it('runs two simultaneous duplicates at most once', async () => {
    const key = randomUUID();
    const [a, b] = await Promise.all([putFont('1', key), putFont('1', key)]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes[0]).toBe(200);
    expect([200, 409]).toContain(codes[1]);
    expect(await fontInDb()).toBe('1');
  });

  it('keys are per user: another user may use the same key', async () => {
    const key = randomUUID();
    expect((await putFont('2', key)).statusCode).toBe(200);
    const other = await signIn(ctx.app, { email: 'other@relais.test', password: 'relais-demo' });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${other.userId}/preferences/fontSizeAugmentation`,
      headers: { ...bearer(other.token), 'idempotency-key': key },
      payload: { value: '2' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
  });

  it('stores a 4xx answer too, and refuses a key that is not a UUID', async () => {
    const key = randomUUID();
    const bad = await putFont('99', key);
    expect(bad.statusCode).toBe(400);
    const again = await putFont('99', key);
    expect(again.statusCode).toBe(400);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const notUuid = await putFont('1', 'abc');
    expect(notUuid.statusCode).toBe(400);
    expect(errJson(notUuid).errors).toEqual([{ errorCode: 'validation_failed', field: 'Idempotency-Key' }]);
  });

  it('keeps keys for 7 days at least', async () => {
    const key = randomUUID();
    await putFont('2', key);
    ctx.clock.advance(7 * 24 * 3600 * 1000 - 60_000);
    const fresh = await signIn(ctx.app);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${session.userId}/preferences/fontSizeAugmentation`,
      headers: { ...bearer(fresh.token), 'idempotency-key': key },
      payload: { value: '3' },
    });
    expect(res.statusCode).toBe(422);
  });
});

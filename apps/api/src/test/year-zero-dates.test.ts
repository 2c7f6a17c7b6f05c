import { describe, expect, it } from 'vitest';
import { bearer, errJson, objJson } from './test-app';
import { useSignedInDemo } from './signed-in-context';

/**
 * The year 0 (`0000-01-01`) is a valid ISO and JavaScript date that PostgreSQL refuses ("date/time
 * field value out of range"): a date the API stores unchecked answered 500 (the probe: PUT
 * /users/{id}/avatar-badge). Every date the API takes lies in the project's range (decisions
 * "Bounds"); `every-route-hostile.test.ts` tries year 0 on every date field.
 */
const t = useSignedInDemo();

const mark = (date: string) =>
  t.ctx.app.inject({
    method: 'PUT',
    url: `/api/users/${t.s.userId}/avatar-badge`,
    headers: bearer(t.s.token),
    payload: { date },
  });

describe('PUT /users/{id}/avatar-badge', () => {
  it.each(['0000-01-01', '0001-01-01', '1999-12-31'])(
    'refuses %s: 400 date-out-of-range, field named',
    async (date) => {
      const res = await mark(date);
      expect(res.statusCode, res.body).toBe(400);
      expect(errJson(res).errors).toContainEqual({ errorCode: 'date-out-of-range', field: 'date' });
    },
  );

  it('still keeps a day in the range', async () => {
    const res = await mark('2026-03-11');
    expect(res.statusCode, res.body).toBe(200);
    expect(objJson(res)).toEqual({ avatarBadgeShownAt: '2026-03-11' });
  });
});

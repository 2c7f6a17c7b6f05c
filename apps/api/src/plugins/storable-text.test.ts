import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, leaves } from '../db/schema/index';
import { PNG, upload } from '../modules/files/files.fixtures';
import { bearer, errJson, signIn, STAFF } from '../test/test-app';
import { useSignedInDemo } from '../test/signed-in-context';

const t = useSignedInDemo();

const NUL = '\u0000';
const LONE_HIGH = '\uD83C';
const LONE_LOW = '\uDF34';

const leave = { startDate: '2026-06-01', endDate: '2026-06-02', label: 'Congés' };

const createLeave = (payload: unknown) =>
  t.ctx.app.inject({
    method: 'POST',
    url: `/api/assistants/${t.s.userId}/leaves`,
    headers: { ...bearer(t.s.token), 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

const leaveCount = async () =>
  (await t.ctx.testDb.db.select().from(leaves).where(eq(leaves.assistantId, t.s.userId))).length;

type Method = 'GET' | 'POST' | 'PUT';
const send = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  t.ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const refusal = (fields: string[]) => ({
  success: false,
  errorCode: 'invalid_characters',
  message: expect.any(String) as string,
  errors: fields.map((field) => ({ errorCode: 'invalid_characters', field })),
});

describe('text PostgreSQL cannot store, refused at the boundary of every route', () => {
  it('refuses a NUL or a lone surrogate in a body text with 400 naming the field, and stores nothing', async () => {
    const before = await leaveCount();
    for (const [payload, field] of [
      [{ ...leave, comment: `a${NUL}b` }, 'comment'],
      [{ ...leave, label: `x${LONE_HIGH}` }, 'label'],
      [{ ...leave, label: `${LONE_LOW}x` }, 'label'],
    ] as const) {
      const res = await createLeave(payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toEqual(refusal([field]));
    }
    expect(await leaveCount()).toBe(before);
  });

  it('names every field in error, nested ones by their path, and a key that cannot be stored', async () => {
    const res = await createLeave({ ...leave, label: NUL, comment: LONE_HIGH, [`k${NUL}`]: 1 });
    expect(res.statusCode).toBe(400);
    expect(errJson(res).errors.map((e) => e.field)).toEqual(['label', 'comment', 'k?']);

    const report = await send('PUT', `/api/assistants/${t.s.userId}/visits/any/report`, bearer(t.s.token), {
      reportTaskRequestList: [{ taskId: 't', duration: 60, comment: `${LONE_HIGH}!` }],
    });
    expect(report.statusCode).toBe(400);
    expect(report.json()).toEqual(refusal(['reportTaskRequestList.0.comment']));
  });

  it("refuses a lone surrogate in a staff reason (the sanity of staff's text too)", async () => {
    const staff = await signIn(t.ctx.app, STAFF);
    const res = await send('POST', '/api/staff/events/any/report/review', bearer(staff.token), {
      decision: 'REJECT',
      reason: `Photos${LONE_LOW}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(['reason']));
  });

  it('refuses a NUL in a query value or a path id, before access control (nothing audited)', async () => {
    const events = `/api/assistants/${t.s.userId}/events?start=2026-03-01%00&sort=asc`;
    const query = await send('GET', events, bearer(t.s.token));
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual(refusal(['start']));

    const audits = (await t.ctx.testDb.db.select().from(auditLog)).length;
    for (const headers of [bearer(t.s.token), {}]) {
      const path = await send('GET', `/api/assistants/${t.s.userId}/leaves/x%00y`, headers);
      expect(path.statusCode).toBe(400);
      expect(path.json()).toEqual(refusal(['leaveId']));
      const staffRoute = await send('POST', '/api/staff/events/%00/premium', headers, { approved: true });
      expect(staffRoute.statusCode).toBe(400);
      expect(staffRoute.json()).toEqual(refusal(['eventId']));
    }
    expect((await t.ctx.testDb.db.select().from(auditLog)).length).toBe(audits);
  });

  it('refuses a NUL in a multipart text part or file name too (the parsed body is walked)', async () => {
    const png = { name: 'a.png', bytes: PNG };
    const field = await upload(t.ctx.app, t.s.token, png, { usage: 'EXPENSE', eventId: NUL });
    expect([field.statusCode, field.json()]).toEqual([400, refusal(['fields.eventId'])]);
    const name = await upload(t.ctx.app, t.s.token, { ...png, name: `a${NUL}.png` });
    expect([name.statusCode, name.json()]).toEqual([400, refusal(['file.name'])]);
  });

  it('keeps accepting every real character: accents, emoji (surrogate pairs), other controls', async () => {
    const res = await createLeave({ ...leave, label: 'Été 🌴 ⛱', comment: 'tab\there\nnew line' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ label: 'Été 🌴 ⛱', comment: 'tab\there\nnew line' });
  });

  it('answers 404 for a path id that is no id, 400 for one too long or no URL, never 500', async () => {
    for (const id of ['not-an-id', '0', 'é', 'x'.repeat(100), "1' OR '1'='1", '🌴']) {
      const res = await send(
        'GET',
        `/api/assistants/${t.s.userId}/leaves/${encodeURIComponent(id)}`,
        bearer(t.s.token),
      );
      expect(res.statusCode, id.slice(0, 20)).toBe(404);
    }
    // The router's own refusals, in the API's error shape and without echoing the path.
    for (const id of ['x'.repeat(5000), '%zz']) {
      const res = await send('GET', `/api/assistants/${t.s.userId}/leaves/${id}`, bearer(t.s.token));
      expect(res.statusCode, id.slice(0, 20)).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        errorCode: 'bad_request',
        message: 'This request is invalid',
        errors: [],
      });
    }
  });
});

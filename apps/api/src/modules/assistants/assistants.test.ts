import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assistantSchema } from '@relais/domain';
import {
  bearer,
  createTestContext,
  signIn,
  STAFF,
  type Session,
  type TestContext,
  errJson,
  objJson,
} from '../../test/test-app';

let ctx: TestContext;
let s: Session;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());
beforeEach(async () => {
  await ctx.reset();
  s = await signIn(ctx.app);
});

describe('assistants', () => {
  it('GET /assistants/me and /assistants/:id answer the full profile', async () => {
    const me = await ctx.app.inject({ method: 'GET', url: '/api/assistants/me', headers: bearer(s.token) });
    expect(me.statusCode).toBe(200);
    const profile = assistantSchema.parse(me.json());
    expect(profile).toMatchObject({
      id: s.userId,
      userId: s.userId,
      isStaff: false,
      isClient: false,
      tvaIncluded: true,
    });
    expect(profile.signedDate).toBeTruthy();
    expect(profile.proInsuranceLimitDate).toBeTruthy();
    const byId = await ctx.app.inject({
      method: 'GET',
      url: `/api/assistants/${s.userId}`,
      headers: bearer(s.token),
    });
    expect(byId.json()).toEqual(me.json());
  });

  it('staff are recognised by the provider domain', async () => {
    const staff = await signIn(ctx.app, STAFF);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/assistants/me',
      headers: bearer(staff.token),
    });
    expect(objJson(me).isStaff).toBe(true);
  });

  it('PUT /assistants updates the fields sent, clears nulls and keeps the others', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/assistants',
      headers: bearer(s.token),
      payload: {
        userId: s.userId,
        firstName: 'Camille-Anne',
        phone: null,
        warningRelaisAcademy: '2026-03-11',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Camille-Anne',
      lastName: 'Durand',
      phone: null,
      warningRelaisAcademy: '2026-03-11',
    });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/assistants/me', headers: bearer(s.token) });
    expect(objJson(me).firstName).toBe('Camille-Anne');
  });

  it('PUT /assistants without userId is a validation failure', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/assistants',
      headers: bearer(s.token),
      payload: { firstName: 'X' },
    });
    expect(res.statusCode).toBe(400);
    expect(errJson(res).errors).toEqual([{ errorCode: 'required-field', field: 'userId' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { assistantSchema } from '@relais/domain';
import { bearer, signIn, STAFF, errJson, objJson } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';

const t = useSignedInDemo();

describe('assistants', () => {
  it('GET /assistants/me and /assistants/:id answer the full profile', async () => {
    const me = await t.ctx.app.inject({
      method: 'GET',
      url: '/api/assistants/me',
      headers: bearer(t.s.token),
    });
    expect(me.statusCode).toBe(200);
    const profile = assistantSchema.parse(me.json());
    expect(profile).toMatchObject({
      id: t.s.userId,
      userId: t.s.userId,
      isStaff: false,
      isClient: false,
      tvaIncluded: true,
    });
    expect(profile.signedDate).toBeTruthy();
    expect(profile.proInsuranceLimitDate).toBeTruthy();
    const byId = await t.ctx.app.inject({
      method: 'GET',
      url: `/api/assistants/${t.s.userId}`,
      headers: bearer(t.s.token),
    });
    expect(byId.json()).toEqual(me.json());
  });

  it('staff are recognised by the provider domain', async () => {
    const staff = await signIn(t.ctx.app, STAFF);
    const me = await t.ctx.app.inject({
      method: 'GET',
      url: '/api/assistants/me',
      headers: bearer(staff.token),
    });
    expect(objJson(me).isStaff).toBe(true);
  });

  it('PUT /assistants updates the fields sent, clears nulls and keeps the others', async () => {
    const res = await t.ctx.app.inject({
      method: 'PUT',
      url: '/api/assistants',
      headers: bearer(t.s.token),
      payload: {
        userId: t.s.userId,
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
    const me = await t.ctx.app.inject({
      method: 'GET',
      url: '/api/assistants/me',
      headers: bearer(t.s.token),
    });
    expect(objJson(me).firstName).toBe('Camille-Anne');
  });

  it("PUT /assistants ignores the statuses of the spec's payload: the provider sets them, not the assistant", async () => {
    const prospect = await signIn(t.ctx.app, { email: 'prospect@relais.test', password: 'relais-demo' });
    const before = objJson(
      await t.ctx.app.inject({ method: 'GET', url: '/api/assistants/me', headers: bearer(prospect.token) }),
    );
    const res = await t.ctx.app.inject({
      method: 'PUT',
      url: '/api/assistants',
      headers: bearer(prospect.token),
      payload: {
        userId: prospect.userId,
        city: 'Lyon',
        status: 'INACTIVE',
        beforeRecruitmentStatus: 'COMPLETE',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      city: 'Lyon',
      status: before['status'],
      beforeRecruitmentStatus: before['beforeRecruitmentStatus'],
    });
  });

  it('PUT /assistants without userId is a validation failure', async () => {
    const res = await t.ctx.app.inject({
      method: 'PUT',
      url: '/api/assistants',
      headers: bearer(t.s.token),
      payload: { firstName: 'X' },
    });
    expect(res.statusCode).toBe(400);
    expect(errJson(res).errors).toEqual([{ errorCode: 'required-field', field: 'userId' }]);
  });
});

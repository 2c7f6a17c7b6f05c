import { describe, expect, it } from 'vitest';
import { bearer, errJson, objJson } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';

const t = useSignedInDemo();

const put = (key: string, payload: unknown) =>
  t.ctx.app.inject({
    method: 'PUT',
    url: `/api/users/${t.s.userId}/preferences/${key}`,
    headers: bearer(t.s.token),
    payload: payload as Record<string, unknown>,
  });

describe('preferences', () => {
  it('lists the seeded preferences, keyed', async () => {
    const res = await t.ctx.app.inject({
      method: 'GET',
      url: `/api/users/${t.s.userId}/preferences`,
      headers: bearer(t.s.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: 'fr', workPreference: 'MAINLY_SITE' });
  });

  it('sets a valid value and answers all preferences', async () => {
    const res = await put('fontSizeAugmentation', { value: '-5' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fontSizeAugmentation: '-5', language: 'fr' });
    expect(objJson(await put('language', { value: 'en' })).language).toBe('en');
  });

  it.each([
    ['fontSizeAugmentation', { value: '6' }, 'value'],
    ['fontSizeAugmentation', { value: '1.5' }, 'value'],
    ['workPreference', { value: 'ANYWHERE' }, 'value'],
    ['language', { value: 'de' }, 'value'],
    ['language', {}, 'value'],
    ['unknownKey', { value: '1' }, 'preference'],
  ])('refuses %s=%j with a field error', async (key, payload, field) => {
    const res = await put(key, payload);
    expect(res.statusCode).toBe(400);
    expect(errJson(res).errorCode).toBe('validation_failed');
    expect(errJson(res).errors.map((e) => e.field)).toContain(field);
  });
});

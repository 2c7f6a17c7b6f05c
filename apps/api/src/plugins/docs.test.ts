import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiDocsFromEnv } from '../config-from-env';
import { createTestContext, type TestContext } from '../test/test-app';

describe('/api/docs in production', () => {
  let off: TestContext;
  let on: TestContext;
  beforeAll(async () => {
    off = await createTestContext({ production: true });
    on = await createTestContext({ production: true, apiDocs: true });
  });
  afterAll(async () => {
    await off?.close();
    await on?.close();
  });

  it('is not served unless enabled', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json']) {
      const res = await off.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toMatch(/openapi|swagger/i);
    }
  });

  it('is served when API_DOCS=true', async () => {
    const spec = await on.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(spec.json<{ openapi: string }>().openapi).toMatch(/^3\./);
  });
});

describe('API_DOCS', () => {
  it('defaults to on outside production and off in production; true/false override', () => {
    expect(apiDocsFromEnv({}, false)).toBe(true);
    expect(apiDocsFromEnv({}, true)).toBe(false);
    expect(apiDocsFromEnv({ API_DOCS: '' }, true)).toBe(false);
    expect(apiDocsFromEnv({ API_DOCS: 'true' }, true)).toBe(true);
    expect(apiDocsFromEnv({ API_DOCS: 'false' }, false)).toBe(false);
    expect(() => apiDocsFromEnv({ API_DOCS: 'yes' }, true)).toThrow(/API_DOCS/);
  });
});

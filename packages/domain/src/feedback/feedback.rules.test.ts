import { describe, expect, it } from 'vitest';
import { clientErrorBodySchema } from './feedback.schema';
import { FEEDBACK_TEXT_MAX, feedbackRuleErrors, isReportedStatus, routeTemplateOf } from './feedback.rules';

describe('feedback rules', () => {
  it('wants a text of 1 to 2000 characters once trimmed', () => {
    expect(feedbackRuleErrors({ text: '   ', route: '/home' })).toEqual([
      { errorCode: 'required-field', field: 'text' },
    ]);
    expect(feedbackRuleErrors({ text: ` ${'a'.repeat(FEEDBACK_TEXT_MAX)} `, route: '/home' })).toEqual([]);
    expect(feedbackRuleErrors({ text: 'a'.repeat(FEEDBACK_TEXT_MAX + 1), route: '/home' })).toEqual([
      { errorCode: 'feedback_too_long', field: 'text' },
    ]);
  });
});

describe('client error reports', () => {
  it('reports the statuses spec 8 does not name (not 409 nor 429 either)', () => {
    expect([400, 401, 403, 404, 409, 429, 500, 503].some(isReportedStatus)).toBe(false);
    expect([402, 405, 410, 413, 422, 501, 502, 504].every(isReportedStatus)).toBe(true);
    expect(isReportedStatus(200)).toBe(false);
    expect(isReportedStatus(302)).toBe(false);
  });

  it('turns a screen path into a template without ids, query or odd characters', () => {
    expect(routeTemplateOf('/activity/missions/8a1c2b3d-1111-4222-8333-944455556666')).toBe(
      '/activity/missions/:id',
    );
    expect(routeTemplateOf('/activity/invoices/proforma/edit/2026-10')).toBe(
      '/activity/invoices/proforma/edit/:id',
    );
    expect(routeTemplateOf('/messaging/reception/42?search=claire@example.org#x')).toBe(
      '/messaging/reception/:id',
    );
    expect(routeTemplateOf('/skills/Zx9kQ2mW7pL4sT8vB1nC5dF')).toBe('/skills/:id');
    expect(routeTemplateOf('/user/a b@c')).toBe('/user/abc');
  });

  it('refuses a report that could carry an email or a search text', () => {
    const ok = { status: 502, method: 'GET', apiRoute: '/dashboard', page: '/home', release: '0.1.0' };
    expect(clientErrorBodySchema.safeParse(ok).success).toBe(true);
    expect(clientErrorBodySchema.safeParse({ ...ok, page: '/user/claire@example.org' }).success).toBe(false);
    expect(clientErrorBodySchema.safeParse({ ...ok, apiRoute: '/x?q=claire' }).success).toBe(false);
    expect(clientErrorBodySchema.safeParse({ ...ok, page: 'x'.repeat(201) }).success).toBe(false);
  });
});

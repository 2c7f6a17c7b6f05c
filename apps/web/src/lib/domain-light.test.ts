import {
  BASE_FONT_SIZE_PX as DOMAIN_BASE,
  clampFontStep,
  FONT_SIZE_STEP_MAX as DOMAIN_MAX,
  FONT_SIZE_STEP_MIN as DOMAIN_MIN,
  isReportedStatus as domainIsReportedStatus,
  signInBodySchema,
  SNACKBAR_TIMEOUT_MS as DOMAIN_SNACKBAR,
} from '@relais/domain';
import { describe, expect, it } from 'vitest';
import {
  BASE_FONT_SIZE_PX,
  FONT_SIZE_STEP_MAX,
  FONT_SIZE_STEP_MIN,
  SNACKBAR_TIMEOUT_MS,
  isReportedStatus,
  validateLogin,
} from './domain-light';
import { clampStep } from './font-size';

describe('domain-light mirrors @relais/domain', () => {
  it('has the same constants', () => {
    expect([BASE_FONT_SIZE_PX, FONT_SIZE_STEP_MIN, FONT_SIZE_STEP_MAX, SNACKBAR_TIMEOUT_MS]).toEqual([
      DOMAIN_BASE,
      DOMAIN_MIN,
      DOMAIN_MAX,
      DOMAIN_SNACKBAR,
    ]);
    for (const s of [-9, -5, -1.6, 0, 2.5, 5, 11]) expect(clampStep(s)).toBe(clampFontStep(s));
  });

  it('reports the same statuses as the domain (spec 8)', () => {
    for (let status = 100; status < 600; status++)
      expect(isReportedStatus(status)).toBe(domainIsReportedStatus(status));
  });

  it('validates the login like signInBodySchema', () => {
    const samples: [string, string][] = [
      ['', ''],
      ['  ', 'x'],
      ['demo@relais.test', ''],
      ['demo@relais.test', 'relais-demo'],
      [' demo@relais.test ', 'p'],
      ['demo', 'p'],
      ['demo@relais', 'p'],
      ['a.b+c@x-y.fr', 'p'],
      ['.a@x.fr', 'p'],
      ['a..b@x.fr', 'p'],
      ['a@b.c', 'p'],
    ];
    for (const [username, password] of samples) {
      const local = validateLogin(username, password);
      const parsed = signInBodySchema.safeParse({ username, password });
      const fromSchema: Record<string, string> = {};
      for (const issue of parsed.success ? [] : parsed.error.issues) {
        const field = String(issue.path[0]);
        fromSchema[field] ??= issue.message;
      }
      expect(local, `${username} / ${password}`).toEqual(fromSchema);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { signInBodySchema } from './auth.schema';
import { signInFieldErrors } from './sign-in.rules';

const schemaErrors = (username: string, password: string) => {
  const result = signInBodySchema.safeParse({ username, password });
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    out[field] ??= issue.message;
  }
  return out;
};

describe('signInFieldErrors', () => {
  it.each([
    ['', ''],
    ['  ', 'x'],
    ['demo@relais.test', ''],
    ['demo@relais.test', 'relais-demo'],
    ['demo', 'x'],
    ['demo@relais', 'x'],
    ['.demo@relais.test', 'x'],
    ['de..mo@relais.test', 'x'],
    ['first.last+tag@sub.relais.test', 'x'],
    [' demo@relais.test ', 'x'],
  ])('agrees with signInBodySchema for %j / %j', (username, password) => {
    expect(signInFieldErrors({ username, password })).toEqual(schemaErrors(username, password));
  });
});

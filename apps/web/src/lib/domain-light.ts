/**
 * Zod-free copies of the few domain constants and rules the login path needs.
 *
 * Importing @relais/domain, even its zod-free `rules` entry, from the entry chunk would put the whole
 * rules module on /login's budget, so the entry uses these; `domain-light.test.ts` checks that they
 * agree with @relais/domain. The lazily loaded app imports `@relais/domain/rules`.
 */
export const SNACKBAR_TIMEOUT_MS = 6000;
export const BASE_FONT_SIZE_PX = 13;
export const FONT_SIZE_STEP_MIN = -5;
export const FONT_SIZE_STEP_MAX = 5;

/** Same pattern as zod 4's `z.email()` (the rule of `signInBodySchema`). */
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type LoginField = 'username' | 'password';
export type LoginFieldErrors = Partial<Record<LoginField, 'required-field' | 'invalid-email'>>;

/** Spec 5: email required and valid; password required. */
export const validateLogin = (username: string, password: string): LoginFieldErrors => {
  const errors: LoginFieldErrors = {};
  const email = username.trim();
  if (!email) errors.username = 'required-field';
  else if (!EMAIL.test(email)) errors.username = 'invalid-email';
  if (!password) errors.password = 'required-field';
  return errors;
};

/**
 * Spec 8: an error status other than those the app names (400, 401, 403, 404, 500; 409 and 429 are
 * the outbox's and the limits' own, 503 the offline signal) is reported. Same rule as the domain's
 * `isReportedStatus`.
 */
const NOT_REPORTED: readonly number[] = [400, 401, 403, 404, 409, 429, 500, 503];
export const isReportedStatus = (status: number): boolean =>
  status >= 400 && status <= 599 && !NOT_REPORTED.includes(status);

/**
 * Spec 5 login validation without zod, for the app's first screen (which must stay tiny): the
 * same answers as `signInBodySchema` (email required and valid, password required); a test keeps
 * the two in step.
 */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type SignInFieldErrors = {
  username?: 'required-field' | 'invalid-email';
  password?: 'required-field';
};

export const signInFieldErrors = (input: { username: string; password: string }): SignInFieldErrors => {
  const errors: SignInFieldErrors = {};
  const username = input.username.trim();
  if (!username) errors.username = 'required-field';
  else if (!EMAIL_PATTERN.test(username)) errors.username = 'invalid-email';
  if (!input.password) errors.password = 'required-field';
  return errors;
};

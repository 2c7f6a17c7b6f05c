import { dictionary } from '@zxcvbn-ts/language-common';

/*
 * Common and breached passwords (NIST SP 800-63B 3.1.1.2: refuse passwords from breach corpuses and
 * dictionaries): the ~49,000 passwords of `@zxcvbn-ts/language-common` (MIT; ranked from public
 * breach corpuses), shipped with the project, compared without case.
 */
let list: Set<string> | null = null;

export const isCommonPassword = (password: string): boolean => {
  list ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return list.has(password.toLowerCase());
};

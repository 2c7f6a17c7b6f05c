/** Exports of one's own data ('download my data'): at most this many per window, per account. */
export const ACCOUNT_EXPORTS_PER_WINDOW = 3;
export const ACCOUNT_EXPORT_WINDOW_MS = 60 * 60_000;
/** Deletion attempts (the password is checked) per window, per account. */
export const ACCOUNT_DELETE_ATTEMPTS_PER_WINDOW = 5;
export const ACCOUNT_DELETE_WINDOW_MS = 15 * 60_000;
/** The status of the anonymous owner that keeps a deleted account's issued invoices. */
export const DELETED_ACCOUNT_STATUS = 'DELETED';

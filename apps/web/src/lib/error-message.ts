import type { ErrorCode } from '@relais/domain/rules';
import { ApiError } from './http';
import { hasTranslation, t, type TranslationKey } from './i18n';

export type ErrorMessage = { title: string; text: string };

const codeKey = (code: ErrorCode): TranslationKey => `errors.${code}`;

/** The translated text of the first code that has one. */
const firstTranslatedCode = (codes: ErrorCode[]): string | null => {
  const code = codes.find((c) => hasTranslation(codeKey(c)));
  return code ? t(codeKey(code)) : null;
};

const byStatus = (status: number): string => {
  switch (status) {
    case 400:
      return t('errors.bad_request');
    case 401:
      return t('errors.authentication_required');
    case 403:
      return t('errors.access_denied');
    case 404:
      return t('errors.not_found');
    default:
      return t('errorDialog.unknown');
  }
};

/**
 * Spec 8 generic handling, as the error dialog shows it: no answer -> no connection; 422 -> the
 * server's message; 403 -> 'Access denied' as the title over the server's message; 500 -> 'Server
 * error' with the original message to report; another 5xx (503 is the offline signal) -> the
 * unknown-error text (the api client reports it); else the first error code's text, else by status.
 */
export const describeError = (error: unknown): ErrorMessage => {
  const title = t('errorDialog.title');
  if (!(error instanceof ApiError)) return { title, text: t('errorDialog.unknown') };
  if (error.kind === 'network') return { title, text: t('errors.no-connection') };
  const message = error.body?.message?.trim() ?? '';
  if (error.status === 422 && message) return { title, text: message };
  if (error.status === 403 && message) return { title: t('errors.access_denied'), text: message };
  if (error.status === 500) {
    return {
      title: t('errors.server_error'),
      text: t('errorDialog.serverErrorText', { message: message || `HTTP ${error.status}` }),
    };
  }
  if (error.status > 500) return { title, text: t('errorDialog.unknown') };
  return { title, text: firstTranslatedCode(error.codes) ?? byStatus(error.status) };
};

/** Just the text, for inline messages (the login form). */
export const errorText = (error: unknown): string => describeError(error).text;

/** Why an item screen has no item: another user's (403), gone (404), or any other failure. */
export type ItemFailure = 'denied' | 'missing' | 'failed';

/** Spec 8 by status, for an item screen's read: 403 'Access denied', 404 'not found', else failed. */
export const itemFailure = (error: unknown): ItemFailure => {
  if (error instanceof ApiError && error.kind === 'http') {
    if (error.status === 403) return 'denied';
    if (error.status === 404) return 'missing';
  }
  return 'failed';
};

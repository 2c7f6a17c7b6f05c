import { routeTable } from '@relais/contract/routes';
import { patchPreference, refreshPreferences } from '../../../data/preferences';
import { call } from '../../../lib/api-client';
import { defineAction } from '../../../offline';

/** The `language` preference: the language of the mails the server sends (the app follows the browser). */
export const LANGUAGE_KEY = 'language';
export type MailLanguageBody = { userId: string; value: 'fr' | 'en' };

/** PUT /users/:id/preferences/language through the outbox: works offline, sent once. */
export const setMailLanguageAction = defineAction<MailLanguageBody, 'account.mailLanguage'>({
  type: 'account.mailLanguage',
  send: (body, { idempotencyKey }) =>
    call(routeTable.putPreference, {
      params: { id: body.userId, preference: LANGUAGE_KEY },
      body: { value: body.value },
      idempotencyKey,
    }),
  apply: (qc, body) => patchPreference(qc, body.userId, LANGUAGE_KEY, body.value),
  revert: (qc, body) => refreshPreferences(qc, body.userId),
  settled: (qc, body) => refreshPreferences(qc, body.userId, true),
  describe: (body) => ({ key: 'account.preferences.describeLanguage', values: { value: body.value } }),
  orderKeys: (body) => [`preference:${body.userId}:${LANGUAGE_KEY}`],
});

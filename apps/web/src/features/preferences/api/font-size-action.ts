import { call } from '../../../lib/api-client';
import { routeTable } from '@relais/contract/routes';
import { defineAction } from '../../../offline';
import { patchPreference, refreshPreferences } from '../../../data/preferences';

export const FONT_KEY = 'fontSizeAugmentation';
export type FontSizeBody = { userId: string; value: string };

/** PUT /users/:id/preferences/fontSizeAugmentation through the outbox: works offline, sent once. */
export const setFontSizeAction = defineAction<FontSizeBody, 'preferences.fontSize'>({
  type: 'preferences.fontSize',
  send: (body, { idempotencyKey }) =>
    call(routeTable.putPreference, {
      params: { id: body.userId, preference: FONT_KEY },
      body: { value: body.value },
      idempotencyKey,
    }),
  apply: (qc, body) => patchPreference(qc, body.userId, FONT_KEY, body.value),
  revert: (qc, body) => refreshPreferences(qc, body.userId),
  // the cache already shows the value sent: marked stale, refetched on the next visit (no refetch per action)
  settled: (qc, body) => refreshPreferences(qc, body.userId, true),
  describe: (body) => ({ key: 'offline.actions.fontSize', values: { value: body.value } }),
  // one preference of one user: its changes in order, apart from any other item
  orderKeys: (body) => [`preference:${body.userId}:${FONT_KEY}`],
});

import type { QueryClient } from '@tanstack/react-query';
import type { Assistant } from '@relais/domain/rules';
import { routeTable } from '@relais/contract/routes';
import { meQueryKey } from '../../../data/assistant';
import { call } from '../../../lib/api-client';
import { defineAction } from '../../../offline';
import type { ProfileBody } from '../model/profile-form';
import { dashboardKey } from '../../../data/dashboard';

export const SAVE_PROFILE = 'account.profile';

/** Where a refused or queued profile save is reopened. */
export const profileEditPath = (actionId: string): string =>
  `/user/account?action=${encodeURIComponent(actionId)}`;

/** The profile fields of a body laid over the cached `me` (what the screens show at once). */
const withBody = (me: Assistant | undefined, body: ProfileBody): Assistant | undefined => {
  if (!me) return me;
  const { userId: _userId, ...fields } = body;
  const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  return { ...me, ...defined };
};

/** Each area's completion follows the profile: every cached dashboard of this user is read again. */
const refreshCompletion = (qc: QueryClient, userId: string): void => {
  void qc.invalidateQueries({ queryKey: dashboardKey(userId) });
};

/** PUT /assistants through the outbox: shown at once on `me`, sent once, replayed when back online. */
export const saveProfileAction = defineAction<ProfileBody, typeof SAVE_PROFILE>({
  type: SAVE_PROFILE,
  send: (body, { idempotencyKey }) => call(routeTable.updateAssistant, { body, idempotencyKey }),
  apply: (qc, body) => qc.setQueryData<Assistant>(meQueryKey(body.userId), (me) => withBody(me, body)),
  revert: (qc, body) => void qc.invalidateQueries({ queryKey: meQueryKey(body.userId) }),
  settled: (qc, body, result) => {
    if (result && typeof result === 'object' && 'userId' in result)
      qc.setQueryData(meQueryKey(body.userId), result);
    else void qc.invalidateQueries({ queryKey: meQueryKey(body.userId) });
    refreshCompletion(qc, body.userId);
  },
  describe: (body) => ({
    key: 'account.profile.describe',
    values: { name: `${body.firstName ?? ''} ${body.lastName ?? ''}`.trim() },
  }),
  editPath: (actionId) => profileEditPath(actionId),
});

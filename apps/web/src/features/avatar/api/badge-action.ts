import { routeTable } from '@relais/contract/routes';
import { patchMe } from '../../../data/avatar';
import { call } from '../../../lib/api-client';
import { defineAction } from '../../../offline';

// apart from the picture's actions: the menu of the signed-in shell queues this one, so it loads
// with the shell, and the picture's stay with the account screen and the app's list of actions
export const AVATAR_BADGE_SEEN = 'avatar.badgeSeen';

export type AvatarBadgeSeenBody = { userId: string; date: string };

/**
 * PUT /users/{id}/avatar-badge: the day the menu was opened, kept on the server so the badge
 * clears on every device. Silent (queued with `enqueue`, nothing said); the later day wins.
 */
export const avatarBadgeSeenAction = defineAction<AvatarBadgeSeenBody, typeof AVATAR_BADGE_SEEN>({
  type: AVATAR_BADGE_SEEN,
  send: (body, { idempotencyKey }) =>
    call(routeTable.markAvatarBadgeSeen, {
      params: { id: body.userId },
      body: { date: body.date },
      idempotencyKey,
    }),
  apply: (qc, body) => patchMe(qc, body.userId, { avatarBadgeShownAt: body.date }),
  settled: (qc, body, result) => {
    const state = result as { avatarBadgeShownAt: string | null } | undefined;
    if (state && 'avatarBadgeShownAt' in state)
      patchMe(qc, body.userId, { avatarBadgeShownAt: state.avatarBadgeShownAt });
  },
  describe: () => ({ key: 'avatar.describeBadgeSeen' }),
  silent: true,
});

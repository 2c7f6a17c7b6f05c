import { businessDate, showAvatarBadge, type Assistant } from '@relais/domain/rules';
import { avatarBadgeSeenAction } from '../../features/avatar/api/badge-action';
import { now } from '../../lib/clock';
import { enqueue } from '../../offline';

/**
 * Spec 2 / decisions: the badge shows when last shown more than 7 days ago (never for clients). The
 * day is the server's (GET /assistants/me), so it follows the assistant across her devices; a menu
 * opened offline shows at once through the queued action's optimistic update of that answer.
 */
export const avatarBadgeVisible = (me: Pick<Assistant, 'avatarBadgeShownAt' | 'isClient'>): boolean =>
  showAvatarBadge(me.avatarBadgeShownAt, now(), me.isClient);

/** Opening the menu clears the badge: the day is sent through the outbox, silently (a client user has none). */
export const markAvatarBadgeSeen = (
  me: Pick<Assistant, 'userId' | 'avatarBadgeShownAt' | 'isClient'>,
): void => {
  const today = businessDate(now());
  if (me.isClient || me.avatarBadgeShownAt === today) return;
  void enqueue(avatarBadgeSeenAction, { userId: me.userId, date: today }).catch(() => {});
};

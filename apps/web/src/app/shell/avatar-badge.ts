import { businessDate, showAvatarBadge, type Assistant } from '@relais/domain/rules';
import { now } from '../../lib/clock';
import { readItem, STORAGE_KEYS, writeItem } from '../../lib/storage';

/** The later of the server's last-shown date and the one kept on this device. */
const lastShown = (serverDate: string | null): string | null => {
  const local = readItem(STORAGE_KEYS.avatarBadgeSeen);
  if (!local) return serverDate;
  if (!serverDate) return local;
  return local > serverDate ? local : serverDate;
};

/** Spec 2 / decisions: the badge shows when last shown more than 7 days ago (never for clients). */
export const avatarBadgeVisible = (me: Pick<Assistant, 'avatarBadgeShownAt' | 'isClient'>): boolean =>
  showAvatarBadge(lastShown(me.avatarBadgeShownAt), now(), me.isClient);

/** Opening the menu clears the badge. */
export const markAvatarBadgeSeen = (): void => writeItem(STORAGE_KEYS.avatarBadgeSeen, businessDate(now()));

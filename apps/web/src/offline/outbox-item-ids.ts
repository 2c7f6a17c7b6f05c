/**
 * Items that exist only in the outbox (a queued creation) show under an id the engine makes from
 * the action's id, `pending-<actionId>` (`-<n>` for the n-th item of one action, n > 0), until the
 * server gives them their own. Features take such ids from here and never build them.
 */
const OUTBOX_ITEM_PREFIX = 'pending-';

/** The id of the `index`-th item a queued action creates (the first one: the action's id alone). */
export const outboxItemId = (actionId: string, index = 0): string =>
  index === 0 ? `${OUTBOX_ITEM_PREFIX}${actionId}` : `${OUTBOX_ITEM_PREFIX}${actionId}-${index}`;

export const isOutboxItemId = (id: string): boolean => id.startsWith(OUTBOX_ITEM_PREFIX);

/** The action behind an outbox item's id (exact for the first item of an action). */
export const actionIdOfOutboxItem = (id: string): string => id.slice(OUTBOX_ITEM_PREFIX.length);

import { useEffect, useState } from 'react';
import { getEngine } from './runtime';

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

/**
 * The form of the queued action behind an item that exists only in the outbox (what a link to it
 * opens): undefined while the outbox is read, null when no queued action makes it.
 */
export const useOutboxItemPath = (
  itemId: string | undefined,
  marks: ReadonlyMap<string, { editPath: string | null }>,
): string | null | undefined => {
  const found = itemId ? marks.get(itemId)?.editPath : undefined;
  const [read, setRead] = useState<string | null>(null);
  useEffect(() => {
    if (!itemId || found) return undefined;
    let live = true;
    void getEngine()
      .reload()
      .then(() => {
        if (live) setRead(itemId);
      });
    return () => {
      live = false;
    };
  }, [itemId, found]);
  if (!itemId) return null;
  if (found) return found;
  return read === itemId ? null : undefined;
};

import { useEffect, useState } from 'react';
import { getEngine } from './runtime';

export { actionIdOfOutboxItem, isOutboxItemId, outboxItemId } from './outbox-item-ids';

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

import { useEffect } from 'react';
import { readItem, STORAGE_KEYS, writeItem } from '../../../lib/storage';

/**
 * /home/{eventId} stored the id to scroll to (spec 2): once the list shows that intervention, bring its
 * row into view, focus it, and forget the id.
 */
export const useScrollToEvent = (ready: boolean): void => {
  useEffect(() => {
    if (!ready) return;
    const id = readItem(STORAGE_KEYS.scrollToEvent, 'session');
    if (!id) return;
    const row = Array.from(document.querySelectorAll<HTMLElement>('[data-event-id]')).find(
      (el) => el.dataset['eventId'] === id,
    );
    writeItem(STORAGE_KEYS.scrollToEvent, null, 'session');
    if (!row) return;
    row.scrollIntoView?.({ block: 'center' });
    row.focus({ preventScroll: true });
  }, [ready]);
};

/**
 * After a visit was planned (`STORAGE_KEYS.scrollToDay`, written by the form): once home shows that
 * day (`day` given), bring its heading into view, and forget the day.
 */
export const useScrollToDay = (day: string | null): void => {
  useEffect(() => {
    writeItem(STORAGE_KEYS.scrollToDay, null, 'session');
    if (!day) return;
    document.getElementById(`up-${day}`)?.scrollIntoView?.({ block: 'start' });
  }, [day]);
};

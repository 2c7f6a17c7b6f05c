import { useEffect, useState } from 'react';
import { useDebounced } from '../../lib/use-debounced';
import { SEARCH_DEBOUNCE_MS } from '../../lib/use-list-search';

/**
 * A console search box kept with the URL's `q`: what is typed goes to `onSettled` once settled
 * (debounced); a change of the URL's own (Back, Forward, filters cleared) writes the box again, so
 * it never shows a search the list is not answering.
 */
export const useSearchBox = (q: string, onSettled: (settled: string) => void) => {
  const [typed, setTyped] = useState(q);
  const settled = useDebounced(typed.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (settled !== q) onSettled(settled);
    // only the settled typing moves the URL
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  useEffect(() => {
    if (q !== settled) setTyped(q);
    // only the URL's own changes write the box
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);
  return [typed, setTyped] as const;
};

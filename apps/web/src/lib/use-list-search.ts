import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebounced } from './use-debounced';

/** How long the typed search must stay unchanged before the list asks for it. */
export const SEARCH_DEBOUNCE_MS = 300;

export type ListSort = 'desc' | 'asc';

/**
 * A searchable, sortable list's state kept in the URL (`?q=`, `?sort=asc`; replaced, not pushed):
 * `search` and `sort` are what the list asks for, `typed` what the search field shows; the URL
 * follows the field once the typing settles (SEARCH_DEBOUNCE_MS). Newest first by default.
 */
export const useListSearch = () => {
  const [params, setParams] = useSearchParams();
  const sort: ListSort = params.get('sort') === 'asc' ? 'asc' : 'desc';
  const search = params.get('q') ?? '';
  const [typed, setTyped] = useState(search);
  const settled = useDebounced(typed.trim(), SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (settled === search) return;
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (settled) next.set('q', settled);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [settled, search, setParams]);

  const toggleSort = () =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('sort', sort === 'desc' ? 'asc' : 'desc');
        return next;
      },
      { replace: true },
    );

  return { search, sort, typed, setTyped, toggleSort };
};

import { useSearchParams } from 'react-router';

/** A `YYYY-MM` month in the URL. */
export const MONTH_PARAM = /^\d{4}-(0[1-9]|1[0-2])$/;

/** `{ [key]: value }` when the URL holds a non-empty value for key, else `{}` (to spread into a search). */
export const present = <K extends string>(params: URLSearchParams, key: K): { [P in K]?: string } => {
  const value = params.get(key);
  return (value ? { [key]: value } : {}) as { [P in K]?: string };
};

/** The value when it is one of the allowed ones, else undefined. */
export const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | undefined =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * A console list's state kept in the URL (a link or a reload shows the same list): its filters, its
 * page (1-based in the URL, 0-based here) and the line opened in place (`?open=`). A new filter goes
 * back to page 1; opening or closing a line keeps the page; another page closes the open line.
 */
export const useConsoleSearch = () => {
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '1', 10) - 1 || 0);

  /** Changes some of the URL's values (undefined or '' removes one). */
  const update = (changes: Record<string, string | undefined>, opts: { keepPage?: boolean } = {}) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      for (const [key, value] of Object.entries(changes))
        if (value) next.set(key, value);
        else next.delete(key);
      const onlyOpen = Object.keys(changes).every((key) => key === 'open');
      if (!opts.keepPage && !onlyOpen && !('page' in changes)) next.delete('page');
      return next;
    });

  /** The URL of the same list with `open` set: a line's link (Enter or a click opens it in place). */
  const hrefOpening = (key: string): string => {
    const next = new URLSearchParams(params);
    next.set('open', key);
    return `?${next.toString()}`;
  };

  return {
    params,
    page,
    open: params.get('open'),
    update,
    hrefOpening,
    setPage: (p: number) => update({ page: p > 0 ? String(p + 1) : undefined, open: undefined }),
    close: () => update({ open: undefined }),
    clear: () => setParams(new URLSearchParams()),
  };
};

import { FOLDER_FILE_TYPES, type FolderFileType } from '@relais/domain/rules';
import { useSearchParams } from 'react-router';
import type { DocumentsSearch } from './api';

const isType = (v: string | null): v is FolderFileType =>
  v !== null && (FOLDER_FILE_TYPES as readonly string[]).includes(v);

/**
 * The queue's list, filters, page and open document, kept in the URL (a link or a reload shows the
 * same): `?state=expiring&assistantId=…&fileType=…&page=2&open=…`; page is 1-based there.
 */
export const useDocumentsSearch = () => {
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '1', 10) - 1 || 0);
  const fileType = params.get('fileType');
  const search: DocumentsSearch = {
    state: params.get('state') === 'expiring' ? 'expiring' : 'waiting',
    ...(params.get('assistantId') ? { assistantId: params.get('assistantId') ?? '' } : {}),
    ...(isType(fileType) ? { fileType } : {}),
    page,
  };
  const open = params.get('open');

  /** Changes some of the URL's values (undefined or '' removes one); a new filter goes back to page 1. */
  const update = (changes: Record<string, string | undefined>, opts: { keepPage?: boolean } = {}) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      for (const [key, value] of Object.entries(changes))
        if (value) next.set(key, value);
        else next.delete(key);
      if (!opts.keepPage && !('page' in changes)) next.delete('page');
      return next;
    });

  /** The URL of the same list with `open` set: a row's link (Enter or a click opens it in place). */
  const hrefOpening = (key: string): string => {
    const next = new URLSearchParams(params);
    next.set('open', key);
    return `?${next.toString()}`;
  };

  return {
    search,
    open,
    update,
    hrefOpening,
    setPage: (p: number) => update({ page: p > 0 ? String(p + 1) : undefined, open: undefined }),
    close: () => update({ open: undefined }, { keepPage: true }),
  };
};

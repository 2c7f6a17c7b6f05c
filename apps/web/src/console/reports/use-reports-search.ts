import { useSearchParams } from 'react-router';
import type { ReportsSearch } from './api';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The queue's filters and page, kept in the URL (a link or a reload shows the same):
 * `?clientId=…&assistantId=…&month=2026-03&minAgeDays=7&page=2`; page is 1-based there.
 */
export const useReportsSearch = () => {
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '1', 10) - 1 || 0);
  const month = params.get('month') ?? '';
  const age = Number.parseInt(params.get('minAgeDays') ?? '', 10);
  const search: ReportsSearch = {
    page,
    ...(params.get('clientId') ? { clientId: params.get('clientId') ?? '' } : {}),
    ...(params.get('assistantId') ? { assistantId: params.get('assistantId') ?? '' } : {}),
    ...(MONTH.test(month) ? { month } : {}),
    ...(Number.isInteger(age) && age > 0 ? { minAgeDays: age } : {}),
  };

  /** Changes some of the URL's values (undefined or '' removes one); a new filter goes back to page 1. */
  const update = (changes: Record<string, string | undefined>) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      for (const [key, value] of Object.entries(changes))
        if (value) next.set(key, value);
        else next.delete(key);
      if (!('page' in changes)) next.delete('page');
      return next;
    });

  return {
    search,
    update,
    setPage: (p: number) => update({ page: p > 0 ? String(p + 1) : undefined }),
  };
};

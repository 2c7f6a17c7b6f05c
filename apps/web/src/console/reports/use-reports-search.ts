import { MONTH_PARAM, present, useConsoleSearch } from '../ui/use-console-search';
import type { ReportsSearch } from './api';

/** The queue's filters and page in the URL: `?clientId=…&assistantId=…&month=2026-03&minAgeDays=7&page=2`. */
export const useReportsSearch = () => {
  const list = useConsoleSearch();
  const month = list.params.get('month') ?? '';
  const age = Number.parseInt(list.params.get('minAgeDays') ?? '', 10);
  const search: ReportsSearch = {
    page: list.page,
    ...present(list.params, 'clientId'),
    ...present(list.params, 'assistantId'),
    ...(MONTH_PARAM.test(month) ? { month } : {}),
    ...(Number.isInteger(age) && age > 0 ? { minAgeDays: age } : {}),
  };
  return { ...list, search };
};

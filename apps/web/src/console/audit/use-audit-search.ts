import { AUDIT_TRAIL_ACTIONS } from '@relais/domain/rules';
import { oneOf, present, useConsoleSearch } from '../ui/use-console-search';
import type { AuditSearch } from './api';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const date = (params: URLSearchParams, key: 'from' | 'to') => {
  const value = params.get(key);
  return value && DATE.test(value) ? { [key]: value } : {};
};

/** The trail's filters and page in the URL: `?actorId=…&assistantId=…&action=…&from=…&to=…&page=2`. */
export const useAuditSearch = () => {
  const list = useConsoleSearch();
  const action = oneOf(AUDIT_TRAIL_ACTIONS, list.params.get('action'));
  const search: AuditSearch = {
    page: list.page,
    ...present(list.params, 'actorId'),
    ...present(list.params, 'assistantId'),
    ...(action ? { action } : {}),
    ...date(list.params, 'from'),
    ...date(list.params, 'to'),
  };
  return { ...list, search };
};

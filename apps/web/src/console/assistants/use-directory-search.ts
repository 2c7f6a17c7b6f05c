import type { StaffDirectoryQuery } from '@relais/contract';
import { oneOf, present, useConsoleSearch } from '../ui/use-console-search';
import type { DirectorySearch } from './api';

type Values<K extends keyof StaffDirectoryQuery> = readonly NonNullable<StaffDirectoryQuery[K]>[];

// the contract's values (its zod file stays out of the app; `satisfies` keeps these to it)
export const DIRECTORY_STATUSES = [
  'prospect',
  'recruited',
  'refused',
  'none',
] as const satisfies Values<'status'>;
export const DIRECTORY_BLOCKERS = ['insurance', 'contract', 'reports'] as const satisfies Values<'blocker'>;
export const DIRECTORY_COMPLETIONS = ['complete', 'incomplete'] as const satisfies Values<'completion'>;
export const DIRECTORY_SORTS = ['name', 'city', 'completion', 'created'] as const satisfies Values<'sort'>;

/**
 * The directory's state in the URL: `?q=…&status=…&blocker=…&completion=…&sort=…&dir=desc&page=2`
 * (name A to Z by default).
 */
export const useDirectorySearch = () => {
  const list = useConsoleSearch();
  const p = list.params;
  const status = oneOf(DIRECTORY_STATUSES, p.get('status'));
  const blocker = oneOf(DIRECTORY_BLOCKERS, p.get('blocker'));
  const completion = oneOf(DIRECTORY_COMPLETIONS, p.get('completion'));
  const search: DirectorySearch = {
    page: list.page,
    sort: oneOf(DIRECTORY_SORTS, p.get('sort')) ?? 'name',
    dir: p.get('dir') === 'desc' ? 'desc' : 'asc',
    ...present(p, 'q'),
    ...(status ? { status } : {}),
    ...(blocker ? { blocker } : {}),
    ...(completion ? { completion } : {}),
  };
  return { ...list, search };
};

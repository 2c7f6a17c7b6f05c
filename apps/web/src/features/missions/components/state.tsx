import type { TranslationKey } from '../../../lib/i18n';
import { QueryState as BaseQueryState, type QueryStatus } from '../../../ui/query-state';

/** Before the data: loading, or offline with no saved copy / failed, with a retry. */
export const QueryState = ({ query, loading }: { query: QueryStatus; loading: TranslationKey }) => (
  <BaseQueryState
    query={query}
    texts={{
      loading,
      failed: 'missions.loadFailed',
      offline: 'missions.offlineNoData',
      retry: 'missions.retry',
    }}
  />
);

export const card = 'flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm';

import { HISTORY_SEARCH_MAX } from '@relais/domain/rules';
import { t } from '../../../lib/i18n';
import { useListSearch } from '../../../lib/use-list-search';
import { Button } from '../../../ui/button';
import { CardSection } from '../../../ui/card-section';
import { LoadMore } from '../../../ui/load-more';
import { QueryState } from '../../../ui/query-state';
import { TextField } from '../../../ui/text-field';
import { useLogs } from '../api/use-logs';
import { LogRow } from './log-row';

/** /history: the activity log, newest first by default, searchable (kept in the URL), page after page. */
export const HistoryPage = () => {
  const { search, sort, typed, setTyped, toggleSort } = useListSearch();

  const logs = useLogs(search, sort);
  const entries = logs.data?.pages.flatMap((p) => p.content) ?? [];

  return (
    <CardSection
      id="history-title"
      title={t('history.title')}
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          className="min-w-0 flex-1"
          type="search"
          label={t('history.search')}
          maxLength={HISTORY_SEARCH_MAX}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button
          variant="secondary"
          onClick={toggleSort}
          aria-label={t(sort === 'desc' ? 'history.sortToOldest' : 'history.sortToNewest')}
        >
          {t(sort === 'desc' ? 'history.newestFirst' : 'history.oldestFirst')}
        </Button>
      </div>
      {logs.data === undefined ? (
        <QueryState query={logs} area="history" />
      ) : entries.length === 0 ? (
        <p className="m-0 text-muted">{t(search ? 'history.noResult' : 'history.empty')}</p>
      ) : (
        <>
          <ul className="m-0 list-none p-0" aria-label={t('history.listLabel')}>
            {entries.map((e) => (
              <LogRow key={e.id} entry={e} />
            ))}
          </ul>
          {logs.hasNextPage && (
            <LoadMore
              loading={logs.isFetchingNextPage}
              onMore={() => void logs.fetchNextPage()}
              label={t('history.more')}
              loadingLabel={t('history.loadingMore')}
              margin={200}
            />
          )}
        </>
      )}
    </CardSection>
  );
};

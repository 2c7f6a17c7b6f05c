import { HISTORY_SEARCH_MAX } from '@relais/domain/rules';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { QueryState } from '../../../ui/query-state';
import { TextField } from '../../../ui/text-field';
import { useLogs, type LogSort } from '../api/use-logs';
import { LoadMore } from './load-more';
import { LogRow } from './log-row';
import { useDebounced } from '../../../lib/use-debounced';
import { CardSection } from '../../../ui/card-section';

export const SEARCH_DEBOUNCE_MS = 300;

/** /history: the activity log, newest first by default, searchable (kept in the URL), page after page. */
export const HistoryPage = () => {
  const [params, setParams] = useSearchParams();
  const sort: LogSort = params.get('sort') === 'asc' ? 'asc' : 'desc';
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

  const logs = useLogs(search, sort);
  const entries = logs.data?.pages.flatMap((p) => p.content) ?? [];
  const toggleSort = () =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('sort', sort === 'desc' ? 'asc' : 'desc');
        return next;
      },
      { replace: true },
    );

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
              onMore={() => {
                if (!logs.isFetchingNextPage) void logs.fetchNextPage();
              }}
            />
          )}
        </>
      )}
    </CardSection>
  );
};

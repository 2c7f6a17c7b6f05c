import { t, type TranslationKey } from '../lib/i18n';
import { Button } from './button';

/** The part of a query this needs (TanStack Query's result fits; `ui` stays free of data fetching). */
export type QueryStatus = {
  isError: boolean;
  fetchStatus: 'fetching' | 'paused' | 'idle';
  refetch: () => unknown;
};

/**
 * A read no longer under way for the first time: its data is there, or it failed, or it waits for
 * the connection. A screen shows what comes after a loading part once that part is settled: the
 * part's content then grows into empty space, and nothing already painted below it moves (layout
 * shift, decisions "Performance": "Screens grow downwards").
 */
export const isSettled = (query: QueryStatus & { data: unknown }): boolean =>
  query.data !== undefined || query.fetchStatus !== 'fetching';

/**
 * The areas whose texts follow one convention: `<area>.loading`, `<area>.loadFailed`,
 * `<area>.offlineNoData` and `<area>.retry` (the i18n type check holds each of them).
 */
export type QueryArea =
  | 'absences'
  | 'account'
  | 'availability'
  | 'clientArea'
  | 'curriculum'
  | 'dashboard'
  | 'folder'
  | 'history'
  | 'interventions'
  | 'invoices'
  | 'loyalty'
  | 'messaging'
  | 'notifications'
  | 'missions'
  | 'recruitment'
  | 'skills';

/** What a card shows before its data: loading, or why not (offline with no copy, failed) with a retry. */
export const QueryState = ({
  query,
  area,
  loading = `${area}.loading`,
}: {
  query: QueryStatus;
  area: QueryArea;
  /** A more precise loading text than the area's. */
  loading?: TranslationKey;
}) =>
  query.isError || query.fetchStatus === 'paused' ? (
    <div role="alert" className="flex flex-col items-start gap-2">
      <p className="m-0">{t(query.isError ? `${area}.loadFailed` : `${area}.offlineNoData`)}</p>
      <Button variant="secondary" onClick={() => void query.refetch()}>
        {t(`${area}.retry`)}
      </Button>
    </div>
  ) : (
    <p className="m-0 text-muted" role="status">
      {t(loading)}
    </p>
  );

import { t, type TranslationKey } from '../lib/i18n';
import { Button } from './button';

/** The part of a query this needs (TanStack Query's result fits; `ui` stays free of data fetching). */
export type QueryStatus = {
  isError: boolean;
  fetchStatus: 'fetching' | 'paused' | 'idle';
  refetch: () => unknown;
};

/** The texts of one area: while loading, failed, offline with no saved copy, and the retry button. */
export type QueryStateTexts = {
  loading: TranslationKey;
  failed: TranslationKey;
  offline: TranslationKey;
  retry: TranslationKey;
};

/** What a card shows before its data: loading, or why not (offline with no copy, failed) with a retry. */
export const QueryState = ({ query, texts }: { query: QueryStatus; texts: QueryStateTexts }) =>
  query.isError || query.fetchStatus === 'paused' ? (
    <div role="alert" className="flex flex-col items-start gap-2">
      <p className="m-0">{t(query.isError ? texts.failed : texts.offline)}</p>
      <Button variant="secondary" onClick={() => void query.refetch()}>
        {t(texts.retry)}
      </Button>
    </div>
  ) : (
    <p className="m-0 text-muted" role="status">
      {t(texts.loading)}
    </p>
  );

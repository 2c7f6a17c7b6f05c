import type { UseQueryResult } from '@tanstack/react-query';
import { t, type TranslationKey } from '../../../lib/i18n';
import { Button } from '../../../ui/button';

/** What a card shows before its data: loading, or why not (offline with no copy, failed) with a retry. */
export const LoadState = ({
  query,
  loading,
}: {
  query: Pick<UseQueryResult, 'isError' | 'fetchStatus' | 'refetch'>;
  loading: TranslationKey;
}) =>
  query.isError || query.fetchStatus === 'paused' ? (
    <div role="alert" className="flex flex-col items-start gap-2">
      <p className="m-0">{t(query.isError ? 'dashboard.loadFailed' : 'dashboard.offlineNoData')}</p>
      <Button variant="secondary" onClick={() => void query.refetch()}>
        {t('dashboard.retry')}
      </Button>
    </div>
  ) : (
    <p className="m-0 text-muted" role="status">
      {t(loading)}
    </p>
  );

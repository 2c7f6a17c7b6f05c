import type { UseQueryResult } from '@tanstack/react-query';
import { t, type TranslationKey } from '../../../lib/i18n';
import { Button } from '../../../ui/button';

/** Before the data: loading, or offline with no saved copy / failed, with a retry. */
export const QueryState = ({
  query,
  loading,
}: {
  query: Pick<UseQueryResult, 'isError' | 'fetchStatus' | 'refetch'>;
  loading: TranslationKey;
}) =>
  query.isError || query.fetchStatus === 'paused' ? (
    <div role="alert" className="flex flex-col items-start gap-2">
      <p className="m-0">{t(query.isError ? 'missions.loadFailed' : 'missions.offlineNoData')}</p>
      <Button variant="secondary" onClick={() => void query.refetch()}>
        {t('missions.retry')}
      </Button>
    </div>
  ) : (
    <p className="m-0 text-muted" role="status">
      {t(loading)}
    </p>
  );

export const card = 'flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm';

import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { t, type TranslationKey } from '../../../lib/i18n';
import { Button } from '../../../ui/button';

export const card = 'flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm';

/** Before the data: loading, or offline with no saved copy / failed, with a retry. */
export const QueryState = ({
  query,
  loading = 'invoices.loading',
}: {
  query: Pick<UseQueryResult, 'isError' | 'fetchStatus' | 'refetch'>;
  loading?: TranslationKey;
}) =>
  query.isError || query.fetchStatus === 'paused' ? (
    <div role="alert" className="flex flex-col items-start gap-2">
      <p className="m-0">{t(query.isError ? 'invoices.loadFailed' : 'invoices.offlineNoData')}</p>
      <Button variant="secondary" onClick={() => void query.refetch()}>
        {t('invoices.retry')}
      </Button>
    </div>
  ) : (
    <p className="m-0 text-muted" role="status">
      {t(loading)}
    </p>
  );

/** A short message in a card, with an optional link. */
export const Notice = ({ text, link }: { text: string; link?: { to: string; label: string } }) => (
  <div className={`${card} items-start`}>
    <p className="m-0">{text}</p>
    {link && (
      <Link to={link.to} className="flex min-h-11 items-center font-semibold text-primary underline">
        {link.label}
      </Link>
    )}
  </div>
);

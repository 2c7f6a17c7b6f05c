import { Link } from 'react-router';
import type { TranslationKey } from '../../../lib/i18n';
import { QueryState as BaseQueryState, type QueryStatus } from '../../../ui/query-state';

export const card = 'flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm';

/** Before the data: loading, or offline with no saved copy / failed, with a retry. */
export const QueryState = ({
  query,
  loading = 'invoices.loading',
}: {
  query: QueryStatus;
  loading?: TranslationKey;
}) => (
  <BaseQueryState
    query={query}
    texts={{
      loading,
      failed: 'invoices.loadFailed',
      offline: 'invoices.offlineNoData',
      retry: 'invoices.retry',
    }}
  />
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

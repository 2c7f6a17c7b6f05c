import type { LogEntry } from '@relais/domain/rules';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { eventTypeText, objectLink, objectTypeText } from '../model/labels';

/** One line of the history: when, what kind of object, what happened, and a link while it exists. */
export const LogRow = ({ entry }: { entry: LogEntry }) => {
  const to = objectLink(entry);
  return (
    <li className="flex flex-col gap-0.5 border-b border-edge py-3 last:border-b-0">
      <p className="m-0 flex flex-wrap items-baseline gap-x-2">
        <span className="rounded bg-secondary-soft px-1.5 text-sm font-semibold text-secondary">{objectTypeText(entry.objectType)}</span>
        <span className="font-semibold">{eventTypeText(entry.eventType)}</span>
      </p>
      {to ? (
        <Link to={to} className="inline-flex min-h-11 items-center text-primary underline break-words" aria-label={t('history.open', { label: entry.label })}>
          {entry.label}
        </Link>
      ) : (
        <p className="m-0 break-words">{entry.label}</p>
      )}
      <p className="m-0 text-sm text-muted">
        <time dateTime={entry.at}>{formatDate(entry.at, 'PPp')}</time>
      </p>
    </li>
  );
};

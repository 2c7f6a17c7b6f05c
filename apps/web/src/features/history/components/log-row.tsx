import type { LogEntry } from '@relais/domain/rules';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { objectLink } from '../model/labels';
import { historySentence } from '../model/sentence';

/** One line of the history: what happened as a sentence (a link while its object exists), and when. */
export const LogRow = ({ entry }: { entry: LogEntry }) => {
  const to = objectLink(entry);
  const sentence = historySentence(entry);
  return (
    <li className="flex flex-col gap-0.5 border-b border-edge py-3 last:border-b-0">
      {to ? (
        <Link
          to={to}
          className="inline-flex min-h-11 items-center font-semibold text-primary underline break-words"
          aria-label={t('history.open', { label: sentence })}
        >
          {sentence}
        </Link>
      ) : (
        <p className="m-0 font-semibold break-words">{sentence}</p>
      )}
      <p className="m-0 text-sm text-muted">
        <time dateTime={entry.at}>{formatDate(entry.at, 'PPp')}</time>
        {entry.bySupport ? (
          <span className="ml-2 rounded bg-secondary-soft px-1.5 py-0.5 font-semibold text-ink">
            {t('helpdesk.bySupport')}
          </span>
        ) : null}
      </p>
    </li>
  );
};

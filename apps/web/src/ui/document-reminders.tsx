import type { FolderReminder } from '@relais/domain/rules';
import { Link } from 'react-router';
import { formatDate } from '../lib/format';
import { t } from '../lib/i18n';
import { textLink } from './text-link';

const day = (date: string): string => formatDate(`${date}T12:00:00`, 'PPP');

/** What a reminder says: the document, its date, and the day the next invoicing window opens. */
export const reminderText = (r: FolderReminder): string =>
  t(`folder.reminders.${r.kind}`, {
    type: t(`folder.types.${r.fileType}`),
    date: day(r.expirationDate),
    window: day(r.windowOpensOn),
  });

/**
 * The administrative file's expiry reminders (home warnings, invoice readiness): each document
 * expired or expiring before the next invoicing window, with a link to its card on `/user/file`.
 */
export const DocumentReminders = ({
  reminders,
  itemClass,
}: {
  reminders: readonly FolderReminder[];
  /** The look of one item (each screen's list style). */
  itemClass: (r: FolderReminder) => string;
}) => (
  <>
    {reminders.map((r) => (
      <li key={r.fileType} data-reminder={r.fileType} className={itemClass(r)}>
        <span className="font-semibold">{reminderText(r)}</span>
        <Link to={r.path} className={textLink}>
          {t('folder.reminders.fix')}
        </Link>
      </li>
    ))}
  </>
);

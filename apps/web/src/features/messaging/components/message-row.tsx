import type { MessageSummary, MessageType } from '@relais/domain/rules';
import { memo } from 'react';
import { Link } from 'react-router';
import { messageDate } from '../../../data/messages';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { messagePath } from '../model/boxes';
import { AttachmentIcon } from './attachment-icon';

type Props = {
  line: MessageSummary;
  type: MessageType;
  userId: string;
  selected: boolean;
  /** Stable (one function for every row), so a row renders again only when its own props change. */
  onToggle: (id: string) => void;
};

/** Who the line names: the sender of what the user received, the receiver of what she wrote. */
const partyOf = (line: MessageSummary, userId: string): string => {
  if (line.sender.id !== userId) return t('messaging.from', { name: line.sender.name });
  return line.receiver ? t('messaging.to', { name: line.receiver.name }) : t('messaging.noRecipient');
};

/**
 * One line of a list: a checkbox to select it, then a link (to the message, or a draft's form) with
 * who, when, the subject (bold while unread, and said so), the first words and an attachment mark.
 * Memoised, and laid out only when near the screen (`content-visibility`): a list of a thousand lines
 * adds a page without rendering the lines already there.
 */
export const MessageRow = memo(({ line, type, userId, selected, onToggle }: Props) => {
  const unread = !line.read;
  const subject = line.subject.trim() || t('messaging.noSubject');
  const checkboxId = `message-select-${line.id}`;
  return (
    <li className="flex items-start gap-1 border-b border-edge py-2 last:border-b-0 [contain-intrinsic-size:auto_6.5rem] [content-visibility:auto]">
      {/* the label around the box makes a 44 px target of it */}
      <label className="-ml-2 flex h-11 w-11 shrink-0 cursor-pointer items-center justify-center">
        <input
          id={checkboxId}
          type="checkbox"
          className="h-5 w-5 accent-primary"
          checked={selected}
          onChange={() => onToggle(line.id)}
          aria-label={t('messaging.select', { subject })}
        />
      </label>
      <Link
        to={messagePath(type, line.id)}
        className="flex min-w-0 flex-1 flex-col gap-0.5 rounded py-1 text-ink no-underline"
      >
        <span className="flex items-baseline justify-between gap-2">
          <span className={`min-w-0 truncate ${unread ? 'font-bold' : ''}`}>{partyOf(line, userId)}</span>
          <time className="shrink-0 text-sm text-muted" dateTime={messageDate(line)}>
            {formatDate(messageDate(line), 'P')}
          </time>
        </span>
        <span className={`flex items-center gap-1 ${unread ? 'font-bold text-primary' : 'font-semibold'}`}>
          {unread && <span className="sr-only">{t('messaging.unread')}</span>}
          <span className="min-w-0 truncate">{subject}</span>
          {line.fileCount > 0 && (
            <>
              <AttachmentIcon className="h-4 w-4 shrink-0 text-muted" />
              <span className="sr-only">{t('messaging.withAttachments', { count: line.fileCount })}</span>
            </>
          )}
        </span>
        {line.preview && <span className="line-clamp-2 text-sm text-muted">{line.preview}</span>}
      </Link>
    </li>
  );
});
MessageRow.displayName = 'MessageRow';

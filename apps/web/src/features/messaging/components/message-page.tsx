import type { Message, MessageFile } from '@relais/domain/rules';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { openFile } from '../../../lib/open-file';
import { submitAction, useUserId } from '../../../offline';
import { Button } from '../../../ui/button';
import { confirmAction } from '../../../ui/confirm-store';
import { showErrorDialog } from '../../../ui/error-dialog-store';
import { QueryState } from '../../../ui/query-state';
import { richText } from '../../../ui/rich-text';
import { archiveMessagesAction, deleteMessageAction } from '../api/message-actions';
import { useMessage } from '../api/messages-query';
import { AttachmentIcon } from './attachment-icon';

/**
 * /messaging/{reception|sent|archives}/{id}: one message (reading a received one marks it read),
 * its body through the safe rich-text renderer, its attachments, and reply, archive and delete.
 */
export const MessagePage = () => {
  const { id } = useParams();
  const message = useMessage(id);
  const back = `/messaging/${useLocation().pathname.split('/')[2] ?? 'reception'}`;
  return message.data ? (
    <MessageView message={message.data} back={back} />
  ) : (
    <section className="rounded-xl bg-white p-4 shadow-sm">
      <QueryState query={message} area="messaging" loading="messaging.loadingOne" />
    </section>
  );
};

const FileLink = ({ userId, file }: { userId: string; file: MessageFile }) => (
  <li>
    <button
      type="button"
      className="inline-flex min-h-11 items-center gap-2 text-left font-semibold text-primary underline break-all"
      onClick={() =>
        void openFile(userId, file.id, { download: file.type === 'application/pdf' }).catch(showErrorDialog)
      }
      aria-label={t('messaging.openFile', { name: file.name })}
    >
      <AttachmentIcon className="h-5 w-5 shrink-0" />
      {file.name}
    </button>
  </li>
);

const MessageView = ({ message, back }: { message: Message; back: string }) => {
  const userId = useUserId() ?? '';
  const navigate = useNavigate();
  const mine = message.sender.id === userId;
  const subject = message.subject.trim() || t('messaging.noSubject');
  const line = {
    ...message,
    preview: '',
    fileCount: message.files.length,
  };

  const archive = () => {
    const action = message.archived ? 'unarchive' : 'archive';
    void submitAction(
      archiveMessagesAction,
      { userId, action, ids: [message.id], lines: [line] },
      action === 'archive'
        ? { sent: 'messaging.archived', queued: 'messaging.archiveQueued' }
        : { sent: 'messaging.unarchived', queued: 'messaging.unarchiveQueued' },
    );
    void navigate(back);
  };

  const remove = async () => {
    const ok = await confirmAction({
      title: t('messaging.deleteTitle', { count: 1 }),
      text: t('messaging.deleteText', { count: 1 }),
      confirmLabel: t('messaging.delete'),
      cancelLabel: t('messaging.cancel'),
    });
    if (!ok) return;
    void submitAction(deleteMessageAction, { userId, messageId: message.id, subject }, null);
    void navigate(back);
  };

  const when = message.sentAt ?? message.updatedAt;
  return (
    <article
      aria-labelledby="message-subject"
      className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm"
    >
      <header className="flex flex-col gap-1">
        <h2 id="message-subject" className="m-0 text-xl font-bold break-words">
          {subject}
        </h2>
        <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-2 text-sm">
          <dt className="text-muted">{t('messaging.fromLabel')}</dt>
          <dd className="m-0 font-semibold break-words">{message.sender.name}</dd>
          <dt className="text-muted">{t('messaging.toLabel')}</dt>
          <dd className="m-0 font-semibold break-words">
            {message.receiver?.name ?? t('messaging.noRecipient')}
          </dd>
          <dt className="text-muted">{t('messaging.dateLabel')}</dt>
          <dd className="m-0">
            <time dateTime={when}>{formatDate(when, 'PPp')}</time>
          </dd>
        </dl>
      </header>
      <div className="flex flex-col gap-2 break-words [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:m-0 [&_ul]:list-disc [&_ul]:pl-6">
        {richText(message.content)}
      </div>
      {message.files.length > 0 && (
        <section aria-labelledby="message-files" className="flex flex-col gap-1">
          <h3 id="message-files" className="m-0 text-base font-bold">
            {t('messaging.attachments')}
          </h3>
          <ul className="m-0 list-none p-0">
            {message.files.map((f) => (
              <FileLink key={f.id} userId={userId} file={f} />
            ))}
          </ul>
        </section>
      )}
      <div className="flex flex-wrap gap-2">
        {!mine && (
          <Link
            to={`/messaging/create?replyTo=${encodeURIComponent(message.id)}`}
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-primary px-4 text-[1.08rem] font-semibold text-white no-underline hover:bg-primary-strong"
          >
            {t('messaging.reply')}
          </Link>
        )}
        <Button variant="secondary" onClick={archive}>
          {t(message.archived ? 'messaging.unarchive' : 'messaging.archive')}
        </Button>
        <Button variant="danger" onClick={() => void remove()}>
          {t('messaging.delete')}
        </Button>
      </div>
    </article>
  );
};

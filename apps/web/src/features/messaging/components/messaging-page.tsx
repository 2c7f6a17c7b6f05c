import {
  MESSAGE_ARCHIVE_IDS_MAX,
  MESSAGE_SEARCH_MAX,
  type MessageSummary,
  type MessageType,
} from '@relais/domain/rules';
import { memo, useCallback, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { t } from '../../../lib/i18n';
import { useListSearch } from '../../../lib/use-list-search';
import { submitAction, useConnectivity, useUserId } from '../../../offline';
import { Button } from '../../../ui/button';
import { confirmAction } from '../../../ui/confirm-store';
import { LoadMore } from '../../../ui/load-more';
import { QueryState } from '../../../ui/query-state';
import { statusOffline } from '../model/offline-status';
import { TextField } from '../../../ui/text-field';
import { archiveMessagesAction, deleteMessageAction } from '../api/message-actions';
import { useMessageList } from '../api/messages-query';
import { archiveActionOf, BOXES } from '../model/boxes';
import { distinctPages } from '../model/pages';
import { allOrNone, inGroups, keptTo, toggled, type Selection } from '../model/selection';
import { BoxTabs } from './box-tabs';
import { MessageRow } from './message-row';
import { SelectionBar } from './selection-bar';

const NO_LINES: MessageSummary[] = [];

/** The list of the tab in the path (`/messaging/{reception|sent|drafts|archives}`). */
const useBoxType = (): MessageType => {
  const segment = useLocation().pathname.split('/')[2];
  return BOXES.find((b) => b.segment === segment)?.type ?? 'received';
};

/**
 * /messaging/{tab}: the four lists as tabs, a search (subject and body, accents ignored by the
 * server; kept in the URL with the sort), page after page as it scrolls, several lines selected to
 * archive, unarchive or delete at once (offline actions), and a button to write.
 */
export const MessagingPage = () => {
  const type = useBoxType();
  return (
    <div className="flex flex-col gap-3">
      <BoxTabs />
      <MessageBox key={type} type={type} />
    </div>
  );
};

type PageRowsProps = {
  content: MessageSummary[];
  type: MessageType;
  userId: string;
  selection: Selection;
  onToggle: (id: string) => void;
};

/**
 * The rows of one page read. Memoised on its lines: a new page renders its own rows only, not the
 * (up to a thousand) rows already shown; ticking a line renders the pages again, and of their
 * rows only the one that changed.
 */
const PageRows = memo(({ content, type, userId, selection, onToggle }: PageRowsProps) =>
  content.map((m) => (
    <MessageRow
      key={m.id}
      line={m}
      type={type}
      userId={userId}
      selected={selection.has(m.id)}
      onToggle={onToggle}
    />
  )),
);
PageRows.displayName = 'PageRows';

const MessageBox = ({ type }: { type: MessageType }) => {
  const userId = useUserId() ?? '';
  const { search, sort, typed, setTyped, toggleSort } = useListSearch();

  const list = useMessageList(type, search, sort);
  const { offline } = useConnectivity();
  const pages = list.data?.pages;
  const chunks = useMemo(() => distinctPages(pages), [pages]);
  const lines = useMemo(() => (chunks.length ? chunks.flat() : NO_LINES), [chunks]);

  const [picked, setPicked] = useState<Selection>(() => new Set());
  const selection = keptTo(picked, lines);
  const onToggle = useCallback((id: string) => setPicked((s) => toggled(s, id)), []);
  const archive = archiveActionOf(type);

  const archiveSelected = () => {
    if (!archive) return;
    const groups = inGroups(
      lines.filter((m) => selection.has(m.id)),
      MESSAGE_ARCHIVE_IDS_MAX,
    );
    setPicked(new Set());
    // one call names at most MESSAGE_ARCHIVE_IDS_MAX ids: a larger selection is several actions,
    // the last one tells the user how it went
    groups.forEach(
      (chosen, i) =>
        void submitAction(
          archiveMessagesAction,
          { userId, action: archive, ids: chosen.map((m) => m.id), lines: chosen },
          i < groups.length - 1
            ? null
            : archive === 'archive'
              ? { sent: 'messaging.archived', queued: 'messaging.archiveQueued' }
              : { sent: 'messaging.unarchived', queued: 'messaging.unarchiveQueued' },
        ),
    );
  };

  const deleteSelected = async () => {
    const chosen = lines.filter((m) => selection.has(m.id));
    const ok = await confirmAction({
      title: t('messaging.deleteTitle', { count: chosen.length }),
      text: t(type === 'draft' ? 'messaging.deleteDraftText' : 'messaging.deleteText', {
        count: chosen.length,
      }),
      confirmLabel: t('messaging.delete'),
      cancelLabel: t('messaging.cancel'),
    });
    if (!ok) return;
    setPicked(new Set());
    for (const m of chosen)
      void submitAction(
        deleteMessageAction,
        { userId, messageId: m.id, subject: m.subject.trim() || t('messaging.noSubject') },
        null,
      );
  };

  return (
    <section
      aria-labelledby="messaging-list-title"
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm"
    >
      <h2 id="messaging-list-title" className="sr-only">
        {t(`messaging.tabs.${type}`)}
      </h2>
      <TextField
        type="search"
        label={t('messaging.search')}
        maxLength={MESSAGE_SEARCH_MAX}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          variant="secondary"
          onClick={toggleSort}
          aria-label={t(sort === 'desc' ? 'messaging.sortToOldest' : 'messaging.sortToNewest')}
        >
          {t(sort === 'desc' ? 'messaging.newestFirst' : 'messaging.oldestFirst')}
        </Button>
        <Link
          to="/messaging/create"
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-primary px-4 text-[1.08rem] font-semibold text-white no-underline hover:bg-primary-strong"
        >
          {t('messaging.write')}
        </Link>
      </div>
      {selection.size > 0 && (
        <SelectionBar
          count={selection.size}
          archive={archive}
          allSelected={lines.every((m) => selection.has(m.id))}
          onArchive={archiveSelected}
          onDelete={() => void deleteSelected()}
          onAll={() => setPicked(allOrNone(selection, lines))}
          onClear={() => setPicked(new Set())}
        />
      )}
      {list.data === undefined ? (
        <QueryState query={statusOffline(list, offline)} area="messaging" />
      ) : lines.length === 0 ? (
        <p className="m-0 text-muted">{t(search ? 'messaging.noResult' : `messaging.empty.${type}`)}</p>
      ) : (
        <>
          <ul className="m-0 list-none p-0" aria-label={t(`messaging.tabs.${type}`)}>
            {chunks.map((content, i) => (
              <PageRows
                key={i}
                content={content}
                type={type}
                userId={userId}
                selection={selection}
                onToggle={onToggle}
              />
            ))}
          </ul>
          {list.hasNextPage && (
            <LoadMore
              loading={list.isFetchingNextPage}
              onMore={() => void list.fetchNextPage()}
              label={t('messaging.more')}
              loadingLabel={t('messaging.loadingMore')}
              margin={400}
            />
          )}
        </>
      )}
    </section>
  );
};

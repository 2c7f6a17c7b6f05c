import type { StaffConversationItem, StaffInboxBox } from '@relais/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { ct } from '../../i18n';
import { useConsoleTitle } from '../../shell/use-console-title';
import { DataTable, type ConsoleColumn } from '../../ui/data-table';
import { ListState } from '../../ui/list-state';
import { Pager } from '../../ui/pager';
import { oneOf, useConsoleSearch } from '../../ui/use-console-search';
import { useSearchBox } from '../../ui/use-search-box';
import { INBOX_PAGE_SIZE, listInbox, staffInboxKeys, type InboxSearch } from '../api';
import { ConversationPanel } from './conversation-panel';

/** The boxes, in the contract's order (the app takes the contract's types only). */
const BOXES: readonly StaffInboxBox[] = ['unread', 'mine', 'unassigned', 'all'];

const label = (c: StaffConversationItem) => `${c.assistant.name} – ${c.subject}`;

/**
 * /staff/messages (support): the team's inbox, every assistant's conversation with the team, newest
 * first, by box (unread, assigned to me, unassigned, all) and searched in subjects and bodies; a
 * line opens its whole thread beside the list (`?open=`) to reply, assign or mark done. All in the URL.
 */
export const InboxPage = () => {
  useConsoleTitle('inbox.title');
  const { params, page, open, update, hrefOpening, setPage, close } = useConsoleSearch();
  const box = oneOf(BOXES, params.get('box')) ?? 'all';
  const q = params.get('q') ?? '';
  const search: InboxSearch = { box, page, ...(q ? { q } : {}) };
  const [typed, setTyped] = useSearchBox(q, (settled) => update({ q: settled }));
  const list = useQuery({
    queryKey: staffInboxKeys.list(search),
    queryFn: () => listInbox(search),
    placeholderData: keepPreviousData,
  });

  const columns: ConsoleColumn<StaffConversationItem>[] = [
    {
      id: 'assistant',
      header: ct('inbox.assistant'),
      cell: (c) => (
        <span className={c.unread ? 'font-bold' : undefined}>
          {c.assistant.name}
          {c.unread && <span className="sr-only"> ({ct('inbox.unreadMark')})</span>}
        </span>
      ),
    },
    {
      id: 'subject',
      header: ct('inbox.subject'),
      cell: (c) => (
        <span className="flex flex-col">
          <span className={c.unread ? 'font-bold break-words' : 'break-words'}>{c.subject}</span>
          <span className="text-sm break-words text-muted">{c.excerpt}</span>
        </span>
      ),
    },
    {
      id: 'assignee',
      header: ct('inbox.assignee'),
      cell: (c) => c.assignee?.name ?? <span className="text-muted">{ct('inbox.nobody')}</span>,
    },
    { id: 'state', header: ct('inbox.state'), cell: (c) => ct(`inbox.states.${c.state}`) },
    {
      id: 'last',
      header: ct('inbox.last'),
      cell: (c) => <time dateTime={c.lastAt}>{formatDate(c.lastAt, 'Pp')}</time>,
    },
  ];

  return (
    <section className="flex flex-col gap-4">
      <h1 className="m-0 text-[1.6rem] font-bold">{ct('inbox.title')}</h1>
      <div className="flex flex-wrap items-end gap-4">
        <div role="group" aria-label={ct('inbox.boxes')} className="flex flex-wrap gap-2">
          {BOXES.map((b) => (
            <Button
              key={b}
              variant={box === b ? 'primary' : 'secondary'}
              aria-pressed={box === b}
              onClick={() => update({ box: b === 'all' ? undefined : b, open: undefined })}
            >
              {ct(`inbox.box.${b}`)}
            </Button>
          ))}
        </div>
        <div role="search" className="min-w-[16rem] flex-1">
          <TextField
            type="search"
            label={ct('inbox.search')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
      </div>
      <div className={open ? 'grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_minmax(28rem,1fr)]' : ''}>
        <div className="flex min-w-0 flex-col gap-3">
          <ListState query={list}>
            {(data) => (
              <>
                <p className="m-0 text-muted" aria-live="polite">
                  {ct('inbox.count', { count: data.total })}
                </p>
                <DataTable
                  caption={ct('inbox.caption')}
                  rows={data.items}
                  columns={columns}
                  rowId={(c) => c.id}
                  rowLabel={label}
                  rowHref={(c) => hrefOpening(c.id)}
                  emptyText={ct('inbox.empty')}
                />
                <Pager page={page} size={INBOX_PAGE_SIZE} total={data.total} onPage={setPage} />
              </>
            )}
          </ListState>
        </div>
        {open && <ConversationPanel key={open} conversationId={open} onClose={close} />}
      </div>
    </section>
  );
};

import type { Message, MessagePage, MessageSummary } from '@relais/domain/rules';
import type { QueryClient } from '@tanstack/react-query';
import { notifyManager, onlineManager } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messageKeys, type MessageListData } from '../../../data/messages';
import en from '../../../i18n/en.json';
import fr from '../../../i18n/fr.json';
import type * as Format from '../../../lib/format';
import { installMessages } from '../../../lib/i18n';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/use-list-search';
import { MessagingPage } from './messaging-page';
import { MessagePage as ReadPage } from './message-page';
import { flush, renderRoutes, type RenderedScreen } from '../../../lib/test-kit/screen';

type Query = { page: number; size: number; sort: string; search?: string };
const server = vi.hoisted(() => ({
  lists: [] as { type: string; query: Query }[],
  pages: new Map<string, MessagePage>(),
  message: null as Message | null,
  hang: false,
  submitted: [] as { type: string; body: unknown }[],
  rowDates: 0,
}));
vi.mock('../../../offline', async (original) => ({
  ...(await original<object>()),
  useUserId: () => 'u1',
  submitAction: vi.fn((def: { type: string }, body: unknown) => {
    server.submitted.push({ type: def.type, body });
    return Promise.resolve({ kind: 'sent' });
  }),
}));
vi.mock('../../../lib/format', async (original) => {
  const real = await original<typeof Format>();
  return {
    ...real,
    formatDate: (date: Date | string, pattern?: string) => {
      if (pattern === 'P') server.rowDates += 1;
      return real.formatDate(date, pattern);
    },
  };
});
vi.mock('../../../lib/api-client', () => ({
  call: vi.fn(
    (ep: { path: string }, opts: { params: { type?: string; messageId?: string }; query?: Query }) => {
      if (server.hang) return new Promise(() => {});
      if (ep.path.endsWith('/newest')) return Promise.resolve({ count: 0 });
      if (ep.path.includes('/type/') && opts.query) {
        const type = opts.params.type ?? '';
        server.lists.push({ type, query: opts.query });
        const page = server.pages.get(
          `${type}|${opts.query.search ?? ''}|${opts.query.sort}|${opts.query.page}`,
        );
        return Promise.resolve(
          page ?? { content: [], page: opts.query.page, size: 20, totalElements: 0, totalPages: 0 },
        );
      }
      return Promise.resolve(server.message);
    },
  ),
}));

const line = (id: string, over: Partial<MessageSummary> = {}): MessageSummary => ({
  id,
  subject: `Subject ${id}`,
  draft: false,
  archived: false,
  read: true,
  sender: { id: 'team', name: 'Équipe Relais' },
  receiver: { id: 'u1', name: 'Awa Diallo' },
  sentAt: '2026-11-20T09:00:00Z',
  updatedAt: '2026-11-20T09:00:00Z',
  preview: `Preview ${id}`,
  fileCount: 0,
  ...over,
});
const page = (n: number, totalPages: number, content: MessageSummary[]): MessagePage => ({
  content,
  page: n,
  size: 20,
  totalElements: totalPages * 20,
  totalPages,
});

let router: RenderedScreen['router'];
let qc: QueryClient;
const renderAt = (path: string) => {
  const box = { element: <MessagingPage /> };
  const read = { element: <ReadPage /> };
  ({ qc, router } = renderRoutes(
    [
      { path: '/messaging/reception', ...box },
      { path: '/messaging/sent', ...box },
      { path: '/messaging/drafts', ...box },
      { path: '/messaging/archives', ...box },
      { path: '/messaging/reception/:id', ...read },
      { path: '/messaging/archives/:id', ...read },
      { path: '*', element: null },
    ],
    path,
  ));
};

describe('messaging lists', () => {
  beforeAll(() => {
    installMessages('en', en);
    notifyManager.setScheduler(queueMicrotask);
  });
  beforeEach(() => {
    server.lists = [];
    server.pages.clear();
    server.message = null;
    server.hang = false;
    server.submitted = [];
    server.rowDates = 0;
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('has the same messaging texts in French and English', () => {
    const keys = (o: object, at = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'object' && v !== null ? keys(v as object, `${at}${k}.`) : [`${at}${k}`],
      );
    expect(keys(fr.messaging)).toEqual(keys(en.messaging));
  });

  it('shows the tabs with the current one marked, unread lines in bold and said so, and links by list', async () => {
    server.pages.set(
      'received||desc|0',
      page(0, 1, [line('1', { read: false, fileCount: 2 }), line('2', { preview: 'See you Monday' })]),
    );
    renderAt('/messaging/reception');
    await flush();
    const tabs = screen.getByRole('navigation', { name: 'Message lists' });
    expect(within(tabs).getByRole('link', { name: 'Inbox' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Write a message' }).getAttribute('href')).toBe(
      '/messaging/create',
    );
    const list = screen.getByRole('list', { name: 'Inbox' });
    const [first, second] = within(list).getAllByRole('link');
    expect(first?.getAttribute('href')).toBe('/messaging/reception/1');
    expect(first?.textContent).toContain('Unread:');
    expect(first?.textContent).toContain('with 2 attachments');
    expect(first?.textContent).toContain('From Équipe Relais');
    expect(within(first as HTMLElement).getByText('Subject 1').parentElement?.className).toContain(
      'font-bold',
    );
    expect(second?.textContent).not.toContain('Unread');
    expect(second?.textContent).toContain('See you Monday');
  });

  it('opens a draft in its form, names its receiver, and says what an empty list is', async () => {
    server.pages.set(
      'draft||desc|0',
      page(0, 1, [
        line('5', {
          draft: true,
          sentAt: null,
          sender: { id: 'u1', name: 'Awa' },
          receiver: null,
          subject: '',
        }),
      ]),
    );
    renderAt('/messaging/drafts');
    await flush();
    const link = within(screen.getByRole('list', { name: 'Drafts' })).getByRole('link');
    expect(link.getAttribute('href')).toBe('/messaging/edit/5');
    expect(link.textContent).toContain('No recipient yet');
    expect(link.textContent).toContain('(no subject)');
    fireEvent.click(screen.getByRole('link', { name: 'Archives' }));
    await flush();
    expect(screen.getByText('No archived message.')).toBeTruthy();
    expect(server.lists.map((l) => l.type)).toEqual(['draft', 'archived']);
  });

  it('searches once typing settles (kept in the URL) and toggles the sort', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.pages.set('received|conges|desc|0', page(0, 1, [line('3', { subject: 'Congés de février' })]));
    renderAt('/messaging/reception');
    await flush();
    expect(screen.getByText('No message received.')).toBeTruthy();
    const field = screen.getByLabelText('Search the messages');
    fireEvent.change(field, { target: { value: 'con' } });
    fireEvent.change(field, { target: { value: 'conges ' } });
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    await flush();
    expect(router.state.location.search).toBe('?q=conges');
    expect(screen.getByText('Congés de février')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /show oldest first/ }));
    await flush();
    expect(server.lists.at(-1)?.query).toMatchObject({ search: 'conges', sort: 'asc', page: 0 });
    expect(screen.getByText('No message matches this search.')).toBeTruthy();
  });

  it('adds the next page without rendering the rows already shown again', async () => {
    const many = (from: number) => Array.from({ length: 20 }, (_, i) => line(String(from + i)));
    server.pages.set('received||desc|0', page(0, 2, many(0)));
    server.pages.set('received||desc|1', page(1, 2, many(20)));
    renderAt('/messaging/reception');
    await flush();
    expect(server.rowDates).toBe(20);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await flush();
    expect(within(screen.getByRole('list', { name: 'Inbox' })).getAllByRole('listitem')).toHaveLength(40);
    expect(server.rowDates).toBe(40);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    // ticking one line renders that line only
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select: Subject 3' }));
    expect(server.rowDates).toBe(41);
  });

  it('selects several lines and archives them at once; in archives they are unarchived', async () => {
    server.pages.set('received||desc|0', page(0, 1, [line('1'), line('2'), line('3')]));
    renderAt('/messaging/reception');
    await flush();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select: Subject 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select: Subject 3' }));
    const bar = screen.getByRole('region', { name: 'Selected messages' });
    expect(bar.textContent).toContain('2 selected');
    fireEvent.click(within(bar).getByRole('button', { name: 'Archive' }));
    expect(server.submitted).toEqual([
      {
        type: 'messages.archive',
        body: { userId: 'u1', action: 'archive', ids: ['1', '3'], lines: [line('1'), line('3')] },
      },
    ]);
    expect(screen.queryByRole('region', { name: 'Selected messages' })).toBeNull();
    cleanup();
    server.submitted = [];
    server.pages.set(
      'archived||desc|0',
      page(0, 1, [line('7', { archived: true }), line('8', { archived: true })]),
    );
    renderAt('/messaging/archives');
    await flush();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select: Subject 7' }));
    fireEvent.click(screen.getByRole('button', { name: 'Select all' }));
    fireEvent.click(screen.getByRole('button', { name: 'Unarchive' }));
    expect(server.submitted[0]?.body).toMatchObject({ action: 'unarchive', ids: ['7', '8'] });
  });

  it('archives a selection of more than 100 lines in calls of at most 100 ids', async () => {
    const many = Array.from({ length: 120 }, (_, i) => line(String(i)));
    server.pages.set('received||desc|0', { ...page(0, 1, many), size: 120 });
    renderAt('/messaging/reception');
    await flush();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select: Subject 0' }));
    fireEvent.click(screen.getByRole('button', { name: 'Select all' }));
    expect(screen.getByRole('region', { name: 'Selected messages' }).textContent).toContain('120 selected');
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    expect(server.submitted.map((a) => (a.body as { ids: string[] }).ids.length)).toEqual([100, 20]);
  });

  it('loading, and offline with nothing saved', async () => {
    server.hang = true;
    renderAt('/messaging/sent');
    expect(screen.getByRole('status').textContent).toBe('Loading the messages…');
    cleanup();
    onlineManager.setOnline(false);
    try {
      renderAt('/messaging/sent');
      await flush();
      expect(screen.getByRole('alert').textContent).toContain(
        'Offline: this has not been opened on this device yet.',
      );
    } finally {
      onlineManager.setOnline(true);
    }
  });
});

describe('reading a message', () => {
  beforeAll(() => installMessages('en', en));

  it('shows it safely, marks its list line read at once, and offers reply, archive and delete', async () => {
    server.hang = false;
    server.message = {
      ...line('1', { read: true }),
      content: '<p>Hello <b>Awa</b></p><img src=x onerror="alert(1)"><script>alert(2)</script>',
      files: [{ id: 'f1', index: 0, name: 'planning.pdf', type: 'application/pdf', size: 1200 }],
    } as unknown as Message;
    renderAt('/messaging/reception/1');
    qc.setQueryData<MessageListData>(messageKeys.list('u1', 'received', '', 'desc'), {
      pages: [page(0, 1, [line('1', { read: false }), line('2', { read: false })])],
      pageParams: [0],
    });
    qc.setQueryData(messageKeys.newest('u1'), { count: 2 });
    await flush();
    expect(screen.getByRole('heading', { name: 'Subject 1' })).toBeTruthy();
    const article = screen.getByRole('article');
    expect(article.innerHTML).not.toContain('script');
    expect(article.innerHTML).not.toContain('onerror');
    expect(within(article).getByText('Awa').tagName).toBe('B');
    expect(screen.getByRole('button', { name: 'Open the attachment planning.pdf' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reply' }).getAttribute('href')).toBe(
      '/messaging/create?replyTo=1',
    );
    const lines = qc.getQueryData<MessageListData>(messageKeys.list('u1', 'received', '', 'desc'))?.pages[0]
      ?.content;
    expect(lines?.map((m) => m.read)).toEqual([true, false]);
    // the badge is read again at once (not only on the next route change)
    expect(qc.getQueryState(messageKeys.newest('u1'))?.isInvalidated).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    expect(server.submitted.at(-1)?.body).toMatchObject({ action: 'archive', ids: ['1'] });
    await flush();
    expect(router.state.location.pathname).toBe('/messaging/reception');
  });
});

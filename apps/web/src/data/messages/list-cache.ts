import type { MessagePage, MessageSummary, MessageType } from '@relais/domain/rules';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { messageKeys } from './keys';
import type { ListSort } from '../../lib/use-list-search';
import { nextPage } from '../../lib/pages';

/** The cached data of one list (`messageKeys.list`): the pages read so far. */
export type MessageListData = InfiniteData<MessagePage, number>;

/** What a list key holds after its prefix: `['messages', 'list', userId, type, search, sort]`. */
const listOf = (key: QueryKey): { type: MessageType; search: string; sort: ListSort } | null => {
  const [, , , type, search, sort] = key;
  if (typeof type !== 'string' || typeof search !== 'string') return null;
  return { type: type as MessageType, search, sort: sort === 'asc' ? 'asc' : 'desc' };
};

/** The date a list sorts by: a draft by its last change, the others by when they were sent. */
export const messageDate = (m: Pick<MessageSummary, 'sentAt' | 'updatedAt' | 'draft'>): string =>
  m.draft || m.sentAt === null ? m.updatedAt : m.sentAt;

const mapPages = (
  data: MessageListData | undefined,
  change: (content: MessageSummary[]) => MessageSummary[],
): MessageListData | undefined => {
  if (!data) return data;
  let changed = false;
  const pages = data.pages.map((p) => {
    const content = change(p.content);
    if (content === p.content) return p;
    changed = true;
    return { ...p, content };
  });
  if (!changed) return data;
  // every page says the list's total: it follows the lines taken out of (or added to) any page
  const delta = pages.reduce((n, p, i) => n + (p.content.length - (data.pages[i]?.content.length ?? 0)), 0);
  const total = Math.max(0, (data.pages[0]?.totalElements ?? 0) + delta);
  return { ...data, pages: pages.map((p) => ({ ...p, totalElements: total })) };
};

/**
 * Changes the cached lines of every list of the user (of `types` when given): `change` gets a line
 * and answers it (the same object when unchanged), a new line, or null to take it out. Lines no
 * change touched keep their identity, so memoised rows do not render again.
 */
export const patchMessageLists = (
  qc: QueryClient,
  userId: string,
  change: (line: MessageSummary, type: MessageType) => MessageSummary | null,
  types?: readonly MessageType[],
): void => {
  for (const [key] of qc.getQueriesData<MessageListData>({ queryKey: messageKeys.lists(userId) })) {
    const list = listOf(key);
    if (!list || (types && !types.includes(list.type))) continue;
    qc.setQueryData<MessageListData>(key, (data) =>
      mapPages(data, (content) => {
        let touched = false;
        const next: MessageSummary[] = [];
        for (const line of content) {
          const after = change(line, list.type);
          if (after !== line) touched = true;
          if (after) next.push(after);
        }
        return touched ? next : content;
      }),
    );
  }
};

/** Takes the messages out of the user's cached lists (of `types`, or all). */
export const removeFromMessageLists = (
  qc: QueryClient,
  userId: string,
  ids: readonly string[],
  types?: readonly MessageType[],
): void => {
  const gone = new Set(ids);
  patchMessageLists(qc, userId, (line) => (gone.has(line.id) ? null : line), types);
};

/** Shows a message as read in every cached list (opening it marks it read on the server). */
export const markReadInMessageLists = (qc: QueryClient, userId: string, id: string): void =>
  patchMessageLists(qc, userId, (line) => (line.id === id && !line.read ? { ...line, read: true } : line));

/** The cached line of a message in any of the user's lists (the first found). */
export const findInMessageLists = (
  qc: QueryClient,
  userId: string,
  id: string,
): MessageSummary | undefined => {
  for (const [, data] of qc.getQueriesData<MessageListData>({ queryKey: messageKeys.lists(userId) }))
    for (const page of data?.pages ?? []) {
      const line = page.content.find((m) => m.id === id);
      if (line) return line;
    }
  return undefined;
};

/**
 * Adds lines to the user's cached lists of `type` that are not searched (a search's results are the
 * server's to tell), each where its date puts it among the pages read so far; a line older than all
 * of them while more pages remain is left for its page to bring. Lines already there are not doubled.
 */
export const addToMessageLists = (
  qc: QueryClient,
  userId: string,
  type: MessageType,
  lines: readonly MessageSummary[],
): void => {
  if (lines.length === 0) return;
  for (const [key] of qc.getQueriesData<MessageListData>({ queryKey: messageKeys.lists(userId) })) {
    const list = listOf(key);
    if (!list || list.type !== type || list.search !== '') continue;
    qc.setQueryData<MessageListData>(key, (data) => {
      if (!data || data.pages.length === 0) return data;
      const present = new Set(data.pages.flatMap((p) => p.content.map((m) => m.id)));
      const before = (a: MessageSummary, b: MessageSummary) =>
        list.sort === 'desc' ? messageDate(a) > messageDate(b) : messageDate(a) < messageDate(b);
      const pages = data.pages.map((p) => ({ ...p, content: [...p.content] }));
      const last = pages[pages.length - 1];
      const more = last !== undefined && nextPage(last) !== undefined;
      let added = 0;
      for (const line of lines) {
        if (present.has(line.id)) continue;
        const at = pages.findIndex((p) => p.content.some((m) => before(line, m)));
        if (at >= 0) {
          const page = pages[at];
          if (!page) continue;
          const i = page.content.findIndex((m) => before(line, m));
          page.content.splice(i, 0, line);
        } else if (!more && last) last.content.push(line);
        else continue;
        present.add(line.id);
        added += 1;
      }
      if (added === 0) return data;
      return { ...data, pages: pages.map((p) => ({ ...p, totalElements: p.totalElements + added })) };
    });
  }
};

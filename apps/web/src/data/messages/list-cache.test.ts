import type { MessagePage, MessageSummary } from '@relais/domain/rules';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { messageKeys } from './keys';
import {
  addToMessageLists,
  findInMessageLists,
  markReadInMessageLists,
  removeFromMessageLists,
  type MessageListData,
} from './list-cache';

const summary = (id: string, over: Partial<MessageSummary> = {}): MessageSummary => ({
  id,
  subject: `Subject ${id}`,
  draft: false,
  archived: false,
  read: true,
  sender: { id: 'team', name: 'Équipe Relais' },
  receiver: { id: 'u1', name: 'Awa Diallo' },
  sentAt: `2026-11-${id.padStart(2, '0')}T09:00:00Z`,
  updatedAt: `2026-11-${id.padStart(2, '0')}T09:00:00Z`,
  preview: 'Hello',
  fileCount: 0,
  ...over,
});

const pages = (totalPages: number, ...contents: MessageSummary[][]): MessageListData => ({
  pages: contents.map((content, page): MessagePage => ({
    content,
    page,
    size: 2,
    totalElements: totalPages * 2,
    totalPages,
  })),
  pageParams: contents.map((_, i) => i),
});

const ids = (qc: QueryClient, key: readonly unknown[]) =>
  qc.getQueryData<MessageListData>(key)?.pages.map((p) => p.content.map((m) => m.id));

describe('message list cache', () => {
  const inbox = messageKeys.list('u1', 'received', '', 'desc');
  const inboxSearch = messageKeys.list('u1', 'received', 'conge', 'desc');
  const archives = messageKeys.list('u1', 'archived', '', 'desc');
  const archivesAsc = messageKeys.list('u1', 'archived', '', 'asc');

  it('removes lines from every list of the user, or of the given types, and counts them out', () => {
    const qc = new QueryClient();
    qc.setQueryData(inbox, pages(2, [summary('9'), summary('8')], [summary('7'), summary('6')]));
    qc.setQueryData(inboxSearch, pages(1, [summary('8')]));
    qc.setQueryData(archives, pages(1, [summary('3')]));
    const untouched = qc.getQueryData<MessageListData>(inbox)?.pages[1]?.content;
    removeFromMessageLists(qc, 'u1', ['8', '3'], ['received']);
    expect(ids(qc, inbox)).toEqual([['9'], ['7', '6']]);
    expect(qc.getQueryData<MessageListData>(inbox)?.pages.map((p) => p.totalElements)).toEqual([3, 3]);
    // a page no line left keeps its lines as they were (its rows do not render again)
    expect(qc.getQueryData<MessageListData>(inbox)?.pages[1]?.content).toBe(untouched);
    expect(ids(qc, inboxSearch)).toEqual([[]]);
    expect(ids(qc, archives)).toEqual([['3']]);
    removeFromMessageLists(qc, 'u1', ['3']);
    expect(ids(qc, archives)).toEqual([[]]);
  });

  it('marks a line read everywhere it shows, keeping the other lines as they were', () => {
    const qc = new QueryClient();
    qc.setQueryData(inbox, pages(1, [summary('9', { read: false }), summary('8', { read: false })]));
    qc.setQueryData(inboxSearch, pages(1, [summary('9', { read: false })]));
    const other = qc.getQueryData<MessageListData>(inbox)?.pages[0]?.content[1];
    markReadInMessageLists(qc, 'u1', '9');
    const data = qc.getQueryData<MessageListData>(inbox);
    expect(data?.pages[0]?.content.map((m) => m.read)).toEqual([true, false]);
    expect(data?.pages[0]?.content[1]).toBe(other);
    expect(data?.pages[0]?.totalElements).toBe(2);
    expect(findInMessageLists(qc, 'u1', '9')?.read).toBe(true);
    expect(findInMessageLists(qc, 'u1', 'nope')).toBeUndefined();
  });

  it('adds lines where their date puts them, in unsearched lists of the type, never twice', () => {
    const qc = new QueryClient();
    qc.setQueryData(archives, pages(3, [summary('20'), summary('15')], [summary('10'), summary('5')]));
    qc.setQueryData(archivesAsc, pages(1, [summary('5'), summary('20')]));
    qc.setQueryData(inbox, pages(1, [summary('9')]));
    addToMessageLists(qc, 'u1', 'archived', [summary('12'), summary('1'), summary('20')]);
    // '1' is older than every line read while a page remains: its page will bring it
    expect(ids(qc, archives)).toEqual([
      ['20', '15'],
      ['12', '10', '5'],
    ]);
    expect(qc.getQueryData<MessageListData>(archives)?.pages[0]?.totalElements).toBe(7);
    // the last page read: the oldest goes first in ascending order, the rest where they fall
    expect(ids(qc, archivesAsc)).toEqual([['1', '5', '12', '20']]);
    expect(ids(qc, inbox)).toEqual([['9']]);
  });

  it('sorts drafts by their last change', () => {
    const qc = new QueryClient();
    const drafts = messageKeys.list('u1', 'draft', '', 'desc');
    qc.setQueryData(drafts, pages(1, [summary('4', { draft: true, sentAt: null })]));
    addToMessageLists(qc, 'u1', 'draft', [
      summary('2', { draft: true, sentAt: null, updatedAt: '2026-11-30T09:00:00Z' }),
    ]);
    expect(ids(qc, drafts)).toEqual([['2', '4']]);
  });
});

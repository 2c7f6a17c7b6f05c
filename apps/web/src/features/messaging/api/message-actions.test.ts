import type { MessagePage, MessageSummary } from '@relais/domain/rules';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messageKeys, type MessageListData } from '../../../data/messages';
import type { RecordingApi } from '../../../lib/test-kit/recording-api';

const api = vi.hoisted((): RecordingApi => ({ calls: [], failUpload: false, answer: { updated: 2 } }));
vi.mock('../../../lib/api-client', async () =>
  (await import('../../../lib/test-kit/recording-api')).recordingApiClient(api),
);

const { archiveMessagesAction, deleteMessageAction } = await import('./message-actions');

const KEY = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const line = (id: string, from: 'team' | 'u1', over: Partial<MessageSummary> = {}): MessageSummary => ({
  id,
  subject: `Subject ${id}`,
  draft: false,
  archived: false,
  read: true,
  sender: from === 'team' ? { id: 'team', name: 'Équipe Relais' } : { id: 'u1', name: 'Awa Diallo' },
  receiver: from === 'team' ? { id: 'u1', name: 'Awa Diallo' } : { id: 'team', name: 'Équipe Relais' },
  sentAt: `2026-11-${id.padStart(2, '0')}T09:00:00Z`,
  updatedAt: `2026-11-${id.padStart(2, '0')}T09:00:00Z`,
  preview: '',
  fileCount: 0,
  ...over,
});
const list = (...content: MessageSummary[]): MessageListData => ({
  pages: [{ content, page: 0, size: 20, totalElements: content.length, totalPages: 1 } satisfies MessagePage],
  pageParams: [0],
});
const ids = (qc: QueryClient, key: readonly unknown[]) =>
  qc.getQueryData<MessageListData>(key)?.pages.flatMap((p) => p.content.map((m) => m.id));

const inbox = messageKeys.list('u1', 'received', '', 'desc');
const sent = messageKeys.list('u1', 'sent', '', 'desc');
const archives = messageKeys.list('u1', 'archived', '', 'desc');

describe('messaging actions', () => {
  beforeEach(() => {
    api.calls = [];
  });

  it('archives several messages in one call with the action in the query and the key', async () => {
    await archiveMessagesAction.run.send(
      {
        id: 'a1',
        type: archiveMessagesAction.type,
        version: 1,
        body: { userId: 'u1', action: 'archive', ids: ['9', '8'], lines: [] },
      } as never,
      { idempotencyKey: KEY, files: [] },
    );
    expect(api.calls).toEqual([
      {
        what: 'PUT /users/:id/messages/archive',
        key: KEY,
        params: { id: 'u1' },
        query: { action: 'archive' },
        body: { ids: ['9', '8'] },
      },
    ]);
  });

  it('archiving takes the lines out of received and sent at once and puts them in archives', () => {
    const qc = new QueryClient();
    qc.setQueryData(inbox, list(line('9', 'team', { read: false }), line('7', 'team')));
    qc.setQueryData(sent, list(line('8', 'u1'), line('6', 'u1')));
    qc.setQueryData(archives, list(line('5', 'team', { archived: true })));
    archiveMessagesAction.apply?.(
      qc,
      { userId: 'u1', action: 'archive', ids: ['9', '8'], lines: [line('9', 'team'), line('8', 'u1')] },
      'a1',
    );
    expect(ids(qc, inbox)).toEqual(['7']);
    expect(ids(qc, sent)).toEqual(['6']);
    expect(ids(qc, archives)).toEqual(['9', '8', '5']);
    const archived = qc.getQueryData<MessageListData>(archives)?.pages[0]?.content;
    expect(archived?.every((m) => m.archived)).toBe(true);
    // applied again after a reload: nothing doubled
    archiveMessagesAction.apply?.(
      qc,
      { userId: 'u1', action: 'archive', ids: ['9', '8'], lines: [line('9', 'team'), line('8', 'u1')] },
      'a1',
    );
    expect(ids(qc, archives)).toEqual(['9', '8', '5']);
  });

  it('unarchiving sends each line back to the list it came from (received or sent)', () => {
    const qc = new QueryClient();
    qc.setQueryData(inbox, list(line('7', 'team')));
    qc.setQueryData(sent, list(line('6', 'u1')));
    const nine = line('9', 'team', { archived: true });
    const eight = line('8', 'u1', { archived: true });
    qc.setQueryData(archives, list(nine, eight, line('5', 'team', { archived: true })));
    archiveMessagesAction.apply?.(
      qc,
      { userId: 'u1', action: 'unarchive', ids: ['9', '8'], lines: [nine, eight] },
      'a2',
    );
    expect(ids(qc, archives)).toEqual(['5']);
    expect(ids(qc, inbox)).toEqual(['9', '7']);
    expect(ids(qc, sent)).toEqual(['8', '6']);
    expect(qc.getQueryData<MessageListData>(inbox)?.pages[0]?.content[0]?.archived).toBe(false);
  });

  it('once acknowledged, reads the lists and the badge again', () => {
    const qc = new QueryClient();
    qc.setQueryData(inbox, list(line('7', 'team')));
    qc.setQueryData(messageKeys.newest('u1'), { count: 1 });
    qc.setQueryData(messageKeys.detail('u1', '7'), { id: '7' });
    archiveMessagesAction.settled?.(qc, { userId: 'u1', action: 'archive', ids: ['7'], lines: [] }, {});
    expect(qc.getQueryState(inbox)?.isInvalidated).toBe(true);
    expect(qc.getQueryState(messageKeys.newest('u1'))?.isInvalidated).toBe(true);
    deleteMessageAction.settled?.(qc, { userId: 'u1', messageId: '7', subject: 'x' }, undefined);
    expect(qc.getQueryData(messageKeys.detail('u1', '7'))).toBeUndefined();
  });

  it('deletes one message by its id, out of every list at once, and names it on the pending screen', async () => {
    await deleteMessageAction.run.send(
      {
        id: 'a3',
        type: deleteMessageAction.type,
        version: 1,
        body: { userId: 'u1', messageId: '9', subject: 'Planning' },
      } as never,
      { idempotencyKey: KEY, files: [] },
    );
    expect(api.calls).toEqual([
      {
        what: 'DELETE /users/:id/messages/:messageId',
        key: KEY,
        params: { id: 'u1', messageId: '9' },
        body: undefined,
      },
    ]);
    const qc = new QueryClient();
    qc.setQueryData(inbox, list(line('9', 'team'), line('7', 'team')));
    qc.setQueryData(messageKeys.list('u1', 'received', 'plan', 'asc'), list(line('9', 'team')));
    deleteMessageAction.apply?.(qc, { userId: 'u1', messageId: '9', subject: 'Planning' }, 'a3');
    expect(ids(qc, inbox)).toEqual(['7']);
    expect(ids(qc, messageKeys.list('u1', 'received', 'plan', 'asc'))).toEqual([]);
    expect(deleteMessageAction.describe({ userId: 'u1', messageId: '9', subject: 'Planning' })).toEqual({
      key: 'messaging.describeDelete',
      values: { subject: 'Planning' },
    });
    expect(
      archiveMessagesAction.subjects?.({ userId: 'u1', action: 'archive', ids: ['1', '2'], lines: [] }, 'x'),
    ).toEqual(['1', '2']);
  });
});

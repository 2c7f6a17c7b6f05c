import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import type { MessagePage, MessageSummary } from '@relais/domain/rules';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messageKeys } from '../../../data/messages/keys';
import { derivedKey } from '../../../lib/derived-key';
import type { RecordingApi } from '../../../lib/test-kit/recording-api';

// every call answers an empty draft of id m1 (the create, the read, the final PUT)
const api = vi.hoisted((): RecordingApi => ({
  calls: [],
  failUpload: false,
  answer: { id: 'm1', draft: true, files: [] },
}));
vi.mock('../../../lib/api-client', async () =>
  (await import('../../../lib/test-kit/recording-api')).recordingApiClient(api),
);

const { sendMessageAction, saveDraftAction, deleteDraftAction, pendingMessageId } =
  await import('./compose-actions');
const { EMPTY_DRAFT } = await import('./message-sync');
type Body = Parameters<typeof sendMessageAction.send>[0];

const KEY = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const LOCAL = '6f1c3b2e-9d4a-4c1e-8f3a-2b5d7e9a1c40';
const bytes = (text: string) => new TextEncoder().encode(text).buffer;
const pdf = { name: 'planning.pdf', type: 'application/pdf', data: bytes('%PDF-1.4 a') };
const photo = { name: 'photo.jpg', type: 'image/jpeg', data: bytes('\xff\xd8\xff photo') };

const body = (messageId: string | null = null): Body => ({
  userId: 'u1',
  localId: LOCAL,
  messageId,
  draftKey: 'message:new',
  receiverId: 'team-1',
  subject: 'Planning de décembre',
  content: '<p>Bonjour, <b>voici</b> mon planning.</p>',
  slots: [
    { index: 0, name: pdf.name, size: pdf.data.byteLength, file: 0 },
    { index: 1, name: photo.name, size: photo.data.byteLength, file: 1 },
  ],
});

beforeEach(() => {
  api.calls = [];
  api.failUpload = false;
});

describe('the send action', () => {
  it('creates the message (key derived from the composition), reads it, uploads each file at its index, then PUTs draft false', async () => {
    await sendMessageAction.send(body(), { idempotencyKey: KEY, files: [pdf, photo] });
    expect(api.calls.map((c) => c.what)).toEqual([
      'POST /users/:id/messages',
      'GET /users/:id/messages/:messageId',
      'POST /files',
      'POST /files',
      'PUT /users/:id/messages/:messageId',
    ]);
    const [create, , up0, up1, put] = api.calls;
    expect(create).toMatchObject({ body: EMPTY_DRAFT, params: { id: 'u1' } });
    expect(create?.key).toBe(await derivedKey(LOCAL, 'create'));
    expect(up0?.fields).toEqual({
      usage: 'MESSAGE',
      messageId: 'm1',
      messageFileIndex: '0',
      file: `file:planning.pdf:application/pdf:${pdf.data.byteLength}`,
    });
    expect(up0?.key).toBe(await derivedKey(KEY, 'file:0'));
    expect(up1?.fields?.messageFileIndex).toBe('1');
    expect(up1?.key).toBe(await derivedKey(KEY, 'file:1'));
    expect(put).toMatchObject({
      key: KEY,
      params: { id: 'u1', messageId: 'm1' },
      body: {
        receiverId: 'team-1',
        subject: 'Planning de décembre',
        content: '<p>Bonjour, <b>voici</b> mon planning.</p>',
        draft: false,
      },
    });
  });

  it('does not create a message that has a server id', async () => {
    await sendMessageAction.send(body('m1'), { idempotencyKey: KEY, files: [pdf, photo] });
    expect(api.calls[0]?.what).toBe('GET /users/:id/messages/:messageId');
    expect(api.calls.filter((c) => c.what === 'POST /users/:id/messages')).toHaveLength(0);
  });

  it('replays every call with the same keys (the server answers what it stored)', async () => {
    await sendMessageAction.send(body(), { idempotencyKey: KEY, files: [pdf, photo] }).catch(() => null);
    const first = api.calls.map((c) => [c.what, c.key]);
    api.calls = [];
    await sendMessageAction.send(body(), { idempotencyKey: KEY, files: [pdf, photo] });
    expect(api.calls.map((c) => [c.what, c.key])).toEqual(first);
  });

  it('an upload cut stops before the PUT (the message is not sent without its files)', async () => {
    api.failUpload = true;
    await expect(
      sendMessageAction.send(body(), { idempotencyKey: KEY, files: [pdf, photo] }),
    ).rejects.toThrow();
    expect(api.calls.some((c) => c.what === 'PUT /users/:id/messages/:messageId')).toBe(false);
  });

  it('a draft save PUTs draft true with the same steps', async () => {
    await saveDraftAction.send(body(), { idempotencyKey: KEY, files: [pdf, photo] });
    expect(api.calls.at(-1)?.body).toMatchObject({ draft: true });
  });

  it('deleting a draft finds its message from the composition and deletes it', async () => {
    await deleteDraftAction.send(
      { userId: 'u1', localId: LOCAL, messageId: null, subject: 'x' },
      { idempotencyKey: KEY, files: [] },
    );
    expect(api.calls.map((c) => [c.what, c.key])).toEqual([
      ['POST /users/:id/messages', await derivedKey(LOCAL, 'create')],
      ['DELETE /users/:id/messages/:messageId', KEY],
    ]);
  });
});

describe('optimistic lists', () => {
  const line = (id: string, subject: string): MessageSummary => ({
    id,
    subject,
    draft: true,
    archived: false,
    read: true,
    sender: { id: 'u1', name: 'Camille' },
    receiver: { id: 'team-1', name: 'Agence' },
    sentAt: null,
    updatedAt: '2026-11-20T10:00:00.000Z',
    preview: '',
    fileCount: 0,
  });
  const pages = (content: MessageSummary[]): InfiniteData<MessagePage> => ({
    pages: [{ content, page: 0, size: 20, totalElements: content.length, totalPages: 1 }],
    pageParams: [0],
  });

  it('a sent message leaves the drafts lists and shows first in the sent list, once', () => {
    const qc = new QueryClient();
    const drafts = messageKeys.list('u1', 'draft', '', 'desc');
    const searchedDrafts = messageKeys.list('u1', 'draft', 'planning', 'desc');
    const sent = messageKeys.list('u1', 'sent', '', 'desc');
    qc.setQueryData(drafts, pages([line('m1', 'Planning'), line('m2', 'Autre')]));
    qc.setQueryData(searchedDrafts, pages([line('m1', 'Planning')]));
    qc.setQueryData(sent, pages([{ ...line('m0', 'Ancien'), draft: false }]));
    qc.setQueryData(messageKeys.recipients('u1'), {
      recipients: [{ id: 'team-1', name: 'Agence de Lyon', kind: 'TEAM' }],
    });
    const action = { id: 'a1', type: sendMessageAction.type, version: 1, body: body('m1') };
    const pending = { ...action, state: 'waiting' as const, createdAt: 0, attempts: 0, lastError: null };
    sendMessageAction.run.apply(qc, pending);
    sendMessageAction.run.apply(qc, pending);
    const d = qc.getQueryData<InfiniteData<MessagePage>>(drafts);
    expect(d?.pages[0]?.content.map((m) => m.id)).toEqual(['m2']);
    expect(d?.pages[0]?.totalElements).toBe(1);
    expect(qc.getQueryData<InfiniteData<MessagePage>>(searchedDrafts)?.pages[0]?.content).toEqual([]);
    const s = qc.getQueryData<InfiniteData<MessagePage>>(sent)?.pages[0]?.content;
    expect(s?.map((m) => m.id)).toEqual(['m1', 'm0']);
    expect(s?.[0]).toMatchObject({
      subject: 'Planning de décembre',
      draft: false,
      receiver: { id: 'team-1', name: 'Agence de Lyon' },
      preview: 'Bonjour, voici mon planning.',
      fileCount: 2,
    });
  });

  it('a message not yet on the server shows under its pending id', () => {
    const qc = new QueryClient();
    const sent = messageKeys.list('u1', 'sent', '', 'desc');
    qc.setQueryData(sent, pages([]));
    const pending = {
      id: 'a2',
      type: sendMessageAction.type,
      version: 1,
      body: body(null),
      state: 'waiting' as const,
      createdAt: 0,
      attempts: 0,
      lastError: null,
    };
    sendMessageAction.run.apply(qc, pending);
    expect(qc.getQueryData<InfiniteData<MessagePage>>(sent)?.pages[0]?.content[0]?.id).toBe(
      pendingMessageId('a2'),
    );
  });

  it('settled refreshes every list of the user', () => {
    const qc = new QueryClient();
    const spy = vi.spyOn(qc, 'invalidateQueries');
    sendMessageAction.settled?.(qc, body('m1'), {});
    expect(spy).toHaveBeenCalledWith({ queryKey: messageKeys.lists('u1') });
  });
});

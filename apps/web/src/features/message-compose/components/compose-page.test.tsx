import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '@relais/domain/rules';
import en from '../../../i18n/en.json';
import { createDraftStore, memoryDraftBackend, setDraftStore } from '../../../lib/drafts/draft-store';
import { installMessages } from '../../../lib/i18n';
import type * as ApiClient from '../../../lib/api-client';
import { renderAt } from '../../../lib/test-kit/screen';
import type { ComposeDraft } from '../model/compose-draft';
import { ComposePage } from './compose-page';

const server = vi.hoisted(() => ({ draft: true }));
vi.mock('../../../offline', async (original) => ({
  ...(await original<object>()),
  useUserId: () => 'u1',
}));
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  call: vi.fn((route: { name?: string; path: string }) => {
    if (route.path.endsWith('/recipients'))
      return Promise.resolve({ recipients: [{ id: 'team-1', name: 'Agence de Lyon', kind: 'TEAM' }] });
    const message: Message = {
      id: 'm-1',
      subject: 'Old words',
      content: '<p>Old words</p>',
      draft: server.draft,
      archived: false,
      read: true,
      sender: { id: 'u1', name: 'Camille Durand' },
      receiver: { id: 'team-1', name: 'Agence de Lyon' },
      sentAt: server.draft ? null : '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
      files: [],
    };
    return Promise.resolve(message);
  }),
}));

const kept: ComposeDraft = {
  localId: '6f1c3b2e-9d4a-4c1e-8f3a-2b5d7e9a1c40',
  messageId: 'm-1',
  values: { receiverId: 'team-1', subject: 'Old words', content: '<p>Old words</p>', attachments: [] },
};
let drafts: ReturnType<typeof memoryDraftBackend>;

const open = async () => {
  const store = createDraftStore(drafts);
  setDraftStore(store);
  await store.save('u1', 'message:new', kept);
  renderAt([{ path: '/messaging/create', element: <ComposePage /> }], '/messaging/create');
  return store;
};

beforeAll(() => installMessages('en', en));
beforeEach(() => {
  drafts = memoryDraftBackend();
});
afterEach(() => {
  cleanup();
  setDraftStore(null);
});

describe('the create screen and the draft the device kept', () => {
  it('reopens what was typed while its server message is still a draft', async () => {
    server.draft = true;
    const store = await open();
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Subject').value).toBe('Old words'));
    expect(await store.load('u1', 'message:new')).toBeDefined();
  });

  it('drops it once that message was sent elsewhere: a new message starts empty', async () => {
    server.draft = false;
    const store = await open();
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Subject').value).toBe(''));
    await waitFor(async () => expect(await store.load('u1', 'message:new')).toBeUndefined());
  });
});

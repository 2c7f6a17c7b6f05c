import type { StaffConversationItem, StaffConversationThread } from '@relais/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import appEn from '../../../i18n/en.json';
import en from '../../../i18n/console/en.json';
import { ApiError } from '../../../lib/http';
import { installMessages } from '../../../lib/i18n';
import { installConsoleTexts } from '../../i18n';
import { InboxPage } from './inbox-page';

const line: StaffConversationItem = {
  id: 'a1',
  assistant: { id: 'a1', name: 'Camille Durand' },
  subject: 'Planning',
  excerpt: 'Bonjour',
  lastAt: '2026-01-02T10:00:00.000Z',
  lastFromAssistant: true,
  assignee: null,
  state: 'open',
  unread: true,
};
const thread: StaffConversationThread = {
  conversation: line,
  messages: [
    {
      id: 'm1',
      subject: 'Planning',
      content: '<p>Bonjour <b>équipe</b></p><script>alert(1)</script>',
      draft: false,
      archived: false,
      read: true,
      sender: { id: 'a1', name: 'Camille Durand' },
      receiver: { id: 's1', name: 'Support' },
      sentAt: '2026-01-02T10:00:00.000Z',
      updatedAt: '2026-01-02T10:00:00.000Z',
      files: [],
    },
  ],
  team: [
    { id: 's1', name: 'Support' },
    { id: 's2', name: 'Finance' },
  ],
};

const api = vi.hoisted(() => ({
  listInbox: vi.fn(),
  getConversation: vi.fn(),
  replyToConversation: vi.fn(),
  assignConversation: vi.fn(),
  setConversationState: vi.fn(),
}));
vi.mock('../api', () => ({
  ...api,
  INBOX_PAGE_SIZE: 25,
  staffInboxKeys: {
    all: ['staff', 'messages'],
    list: (s: object) => ['staff', 'messages', 'list', s],
    thread: (id: string) => ['staff', 'messages', 'thread', id],
  },
}));

const Where = () => {
  const l = useLocation();
  return <output data-testid="where">{`${l.pathname}${l.search}`}</output>;
};
const where = () => screen.getByTestId('where').textContent ?? '';

const show = (url: string) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/staff/messages" element={<InboxPage />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );

afterEach(cleanup);
beforeEach(() => {
  installMessages('en', { ...appEn, errors: { ...appEn.errors, not_found: 'Not found here' } });
  installConsoleTexts(en);
  for (const f of Object.values(api)) f.mockReset();
  api.listInbox.mockResolvedValue({ items: [line], total: 1, page: 0, size: 25 });
  api.getConversation.mockResolvedValue(thread);
});

describe('InboxPage', () => {
  it('reads its box, search and page from the URL; a box is a pressed button that resets the page', async () => {
    show('/staff/messages?box=unread&q=plan&page=2');
    await screen.findByRole('link', { name: 'Camille Durand (unread)' });
    expect(api.listInbox).toHaveBeenLastCalledWith({ box: 'unread', q: 'plan', page: 1 });
    expect(screen.getByRole('button', { name: 'Unread' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Assigned to me' }));
    expect(where()).toContain('box=mine');
    expect(where()).not.toContain('page=');
    await waitFor(() => expect(api.listInbox).toHaveBeenLastCalledWith({ box: 'mine', q: 'plan', page: 0 }));
  }, 15_000);

  it('opens the thread safely rendered, assigns, marks done', async () => {
    show('/staff/messages?open=a1');
    const body = await screen.findByText('équipe');
    expect(body.tagName).toBe('B');
    expect(document.querySelector('script')).toBeNull();
    api.assignConversation.mockResolvedValue({ ...line, assignee: { id: 's2', name: 'Finance' } });
    fireEvent.change(screen.getByLabelText('Assign to'), { target: { value: 's2' } });
    await waitFor(() => expect(api.assignConversation).toHaveBeenCalledWith('a1', 's2'));
    api.setConversationState.mockResolvedValue({ ...line, state: 'done' });
    fireEvent.click(screen.getByRole('button', { name: 'Mark done' }));
    await waitFor(() => expect(api.setConversationState).toHaveBeenCalledWith('a1', 'done'));
  });

  it('keeps the reply typed on a failed send with the translated error, and sends it again', async () => {
    show('/staff/messages?open=a1');
    const editor = await screen.findByRole('textbox', { name: 'Your reply' });
    editor.innerHTML = '<p>Merci <strong>Camille</strong></p>';
    fireEvent.input(editor);
    api.replyToConversation.mockRejectedValueOnce(
      new ApiError(404, { success: false, errorCode: 'not_found', message: 'gone', errors: [] }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send the reply' }));
    await screen.findByText('Not found here');
    expect(editor.innerHTML).toContain('Camille');
    api.replyToConversation.mockResolvedValueOnce(thread.messages[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Send the reply' }));
    await screen.findByText('Reply sent.');
    expect(api.replyToConversation).toHaveBeenLastCalledWith('a1', {
      content: '<p>Merci <b>Camille</b></p>',
    });
    expect(screen.getByRole('textbox', { name: 'Your reply' }).textContent).toBe('');
  });
});

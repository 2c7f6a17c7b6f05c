import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import en from '../../../i18n/en.json';
import { createDraftStore, memoryDraftBackend, setDraftStore } from '../../../lib/drafts/draft-store';
import { installMessages } from '../../../lib/i18n';
import { setQueryClient } from '../../../offline/runtime';
import { installTestEngine } from '../../../offline/test-kit';
import type { Engine } from '../../../offline/engine';
import { deleteDraftAction, saveDraftAction, sendMessageAction } from '../api/compose-actions';
import type { MessageSyncBody } from '../model/sync-body';
import type { ComposeDraft } from '../model/compose-draft';
import { ComposeForm } from './compose-form';

const recipients = [{ id: 'team-1', name: 'Agence de Lyon', kind: 'TEAM' as const }];
const start: ComposeDraft = {
  localId: '6f1c3b2e-9d4a-4c1e-8f3a-2b5d7e9a1c40',
  messageId: null,
  values: { receiverId: '', subject: '', content: '', attachments: [] },
};

let engine: Engine;
let drafts: ReturnType<typeof memoryDraftBackend>;
let router: ReturnType<typeof createMemoryRouter>;

const queued = () => engine.snapshot() as { type: string; state: string; body: MessageSyncBody }[];

const renderForm = (opening: ComposeDraft = start, fromDevice = false) => {
  const qc = new QueryClient();
  setQueryClient(qc);
  router = createMemoryRouter(
    [
      {
        path: '/messaging/create',
        element: (
          <ComposeForm
            userId="u1"
            draftKey="message:new"
            start={opening}
            fromDevice={fromDevice}
            action={undefined}
            recipients={recipients}
            recipientsFailed={false}
          />
        ),
      },
      { path: '/messaging/sent', element: <p>sent list</p> },
    ],
    { initialEntries: ['/messaging/create'] },
  );
  render(
    <QueryClientProvider client={qc}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

beforeAll(() => installMessages('en', en));
beforeEach(() => {
  // the app's engine on an in-memory outbox, for user u1 with no session: actions wait, as offline
  engine = installTestEngine([saveDraftAction, sendMessageAction, deleteDraftAction], { user: 'u1' }).engine;
  drafts = memoryDraftBackend();
  setDraftStore(createDraftStore(drafts));
});
afterEach(() => {
  cleanup();
  setDraftStore(null);
});

describe('the message form', () => {
  it(
    'chooses the only recipient, writes every change to the device, queues ONE server save per pause',
    { timeout: 15_000 },
    async () => {
      renderForm();
      expect(screen.getByLabelText<HTMLSelectElement>('To').value).toBe('team-1');
      // nothing typed: nothing queued (the recipient chosen for her is not a draft)
      await new Promise((resolve) => setTimeout(resolve, 2_300));
      expect(queued()).toHaveLength(0);
      const subject = screen.getByRole('textbox', { name: 'Subject' });
      fireEvent.change(subject, { target: { value: 'Planning' } });
      await waitFor(() =>
        expect((drafts.records.get('u1|message:new')?.data as ComposeDraft).values.subject).toBe('Planning'),
      );
      // a pause: one save queued, with the whole message
      await waitFor(() => expect(queued()).toHaveLength(1), { timeout: 4_000 });
      expect(queued()[0]).toMatchObject({
        type: saveDraftAction.type,
        body: {
          localId: start.localId,
          messageId: null,
          receiverId: 'team-1',
          subject: 'Planning',
          slots: [],
        },
      });
      // typing again: the waiting save is replaced, never a second one
      fireEvent.change(subject, { target: { value: 'Planning de décembre' } });
      await waitFor(() => expect(queued()[0]?.body.subject).toBe('Planning de décembre'), { timeout: 4_000 });
      expect(queued()).toHaveLength(1);
    },
  );

  it(
    'keeps what was typed when the rules refuse, then sends ONE action in place of the waiting saves',
    { timeout: 15_000 },
    async () => {
      renderForm();
      const send = screen.getByRole('button', { name: 'Send' });
      fireEvent.click(send);
      await screen.findByText('Enter a subject');
      expect(queued()).toHaveLength(0);
      const subject = screen.getByRole('textbox', { name: 'Subject' });
      fireEvent.change(subject, { target: { value: 'Planning' } });
      const editor = screen.getByRole('textbox', { name: 'Message' });
      editor.innerHTML = '<div>Bonjour <strong>Agence</strong></div>';
      fireEvent.input(editor);
      await waitFor(() => expect(queued()).toHaveLength(1), { timeout: 4_000 });
      expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveProperty('value', 'Planning');
      fireEvent.click(send);
      await waitFor(() => expect(router.state.location.pathname).toBe('/messaging/sent'));
      expect(queued().map((a) => a.type)).toEqual([sendMessageAction.type]);
      expect(queued()[0]?.body).toMatchObject({
        subject: 'Planning',
        content: '<p>Bonjour <b>Agence</b></p>',
      });
      // sent: the device draft is gone
      expect(drafts.records.has('u1|message:new')).toBe(false);
    },
  );

  it('a draft found on the device (the app killed before its save was queued) is saved once it opens', async () => {
    renderForm({ ...start, values: { ...start.values, receiverId: 'team-1', subject: 'Restored' } }, true);
    await waitFor(() => expect(queued().map((a) => a.body.subject)).toEqual(['Restored']));
  });
});

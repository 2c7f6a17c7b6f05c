import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import en from '../../i18n/en.json';
import { ApiError } from '../../lib/http';
import { installMessages } from '../../lib/i18n';
import { dropSession, signIn } from '../../lib/session';
import { defineAction, enqueue } from '../../offline';
import type { Engine } from '../../offline/engine';
import { installTestEngine } from '../../offline/test-kit';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { PendingActionsPage } from './pending-actions-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const refused = defineAction<{ n: number }>({
  type: 'test.refused',
  send: () =>
    Promise.reject(
      new ApiError(422, {
        success: false,
        errorCode: 'validation_failed',
        message: 'Dates overlap',
        errors: [],
      }),
    ),
  describe: (body) => ({ key: 'offline.actions.fontSize', values: { value: String(body.n) } }),
  editPath: (id) => `/edit/${id}`,
});

const renderPage = () => {
  const router = createMemoryRouter(
    [
      { path: '/pending-actions', element: <PendingActionsPage /> },
      { path: '/edit/:id', element: <p>editing</p> },
    ],
    { initialEntries: ['/pending-actions'] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <ConfirmDialog />
    </>,
  );
  return router;
};

describe('pending-actions screen', () => {
  let engine: Engine;
  beforeAll(() => installMessages('en', en));
  beforeEach(async () => {
    engine = installTestEngine([refused]).engine;
    vi.stubGlobal('fetch', () =>
      Promise.resolve(json(200, { access_token: 't', expires_in: 900, userId: 'u1' })),
    );
    await signIn('demo@relais.test', 'relais-demo');
  });
  afterEach(() => {
    cleanup();
    dropSession();
    vi.unstubAllGlobals();
  });

  it('shows a refused action with the server message, edits it and discards it after confirmation', async () => {
    await act(async () => {
      await enqueue(refused, { n: 3 });
      await engine.idle();
    });
    const router = renderPage();
    const item = await screen.findByRole('listitem');
    expect(within(item).getByText('Text size: 3')).toBeTruthy();
    expect(within(item).getByText('Needs you')).toBeTruthy();
    expect(within(item).getByRole('alert').textContent).toBe('Dates overlap');

    fireEvent.click(within(item).getByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard the action' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('No pending actions.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/pending-actions');
  });

  it('opens the edit form of a parked action', async () => {
    await act(async () => {
      await enqueue(refused, { n: 4 });
      await engine.idle();
    });
    const router = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toMatch(/^\/edit\//));
  });
});

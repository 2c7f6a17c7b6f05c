import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import fr from '../../i18n/fr.json';
import { installMessages } from '../../lib/i18n';
import { setOffline } from '../../offline/connectivity';
import { ScreenError } from './screen-error';

const unreachable = new TypeError('Failed to fetch dynamically imported module: /assets/history.js');

/** A shell (navigation + outlet) whose /history screen fails to load with `error`. */
const renderFailing = async (error: Error) => {
  const router = createMemoryRouter(
    [
      {
        HydrateFallback: () => null,
        element: (
          <>
            <nav aria-label="shell" />
            <Outlet />
          </>
        ),
        children: [
          {
            errorElement: <ScreenError />,
            children: [
              {
                path: '/history',
                lazy: async () => {
                  throw error;
                },
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: ['/history'] },
  );
  render(<RouterProvider router={router} />);
  await screen.findByRole('alert');
};

describe('screen error', () => {
  beforeAll(() => installMessages('fr', fr));
  afterEach(() => {
    cleanup();
    setOffline(false);
  });

  it('offline, says the screen waits for the connection, inside the shell', async () => {
    setOffline(true);
    await renderFailing(unreachable);
    expect(screen.getByRole('navigation', { name: 'shell' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: fr.routeError.offlineTitle })).toBeTruthy();
    expect(screen.getByText(fr.routeError.offlineText)).toBeTruthy();
    expect(screen.queryByRole('button', { name: fr.routeError.reload })).toBeNull();

    // back online, a reload can fetch it
    // (waits on the re-render: the store's subscription may land after the first paint under load)
    act(() => setOffline(false));
    expect(await screen.findByRole('heading', { name: fr.routeError.title })).toBeTruthy();
    expect(screen.getByRole('button', { name: fr.routeError.reload })).toBeTruthy();
  });

  it('online or for another failure, offers a reload', async () => {
    setOffline(true);
    await renderFailing(new Error('render failed'));
    expect(screen.getByRole('heading', { name: fr.routeError.title })).toBeTruthy();
    expect(screen.getByRole('button', { name: fr.routeError.reload })).toBeTruthy();
  });
});

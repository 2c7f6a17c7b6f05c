import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/en.json';
import { installMessages } from '../../lib/i18n';
import { Header } from './header';

vi.mock('../../data/assistant', () => ({ useMe: () => ({ data: { isClient: false } }) }));
vi.mock('../../data/messages', () => ({ useUnreadCount: () => ({ data: 0 }) }));
vi.mock('./avatar-menu', () => ({ AvatarMenu: () => null }));
vi.mock('../../features/notifications/components/notification-bell', () => ({
  NotificationBell: () => null,
}));

const withBack = { handle: { titleKey: 'account.title', back: true } };

const renderAt = (entries: string[]) => {
  const router = createMemoryRouter(
    [
      { path: '/user/account', element: <Header onOpenDrawer={() => {}} />, ...withBack },
      { path: '*', element: <Header onOpenDrawer={() => {}} /> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};

describe('header: the back arrow never leaves the app', () => {
  beforeAll(() => installMessages('en', en));
  afterEach(cleanup);

  it('goes home from the first screen of a visit (opened from outside, nothing of the app behind it)', async () => {
    const router = renderAt(['/user/account']);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('goes back to the previous screen of the app', async () => {
    const router = renderAt(['/activity/missions']);
    await router.navigate('/user/account');
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/activity/missions'));
  });
});

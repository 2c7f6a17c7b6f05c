import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/en.json';
import { installMessages } from '../../lib/i18n';
import { Header } from './header';

const me = vi.hoisted(() => ({ current: { data: { isClient: false } } }));
vi.mock('../../data/assistant', () => ({ useMe: () => me.current }));
vi.mock('../../data/messages', () => ({ useUnreadCount: () => ({ data: 0 }) }));
vi.mock('../../data/notifications', () => ({ useUnreadNotifications: () => 0 }));
vi.mock('./avatar-menu', () => ({ AvatarMenu: () => null }));

const renderHeader = () => {
  const router = createMemoryRouter([{ path: '*', element: <Header onOpenDrawer={() => {}} /> }], {
    initialEntries: ['/home'],
  });
  render(<RouterProvider router={router} />);
};

describe('header: the loyalty gift icon', () => {
  beforeAll(() => installMessages('en', en));
  afterEach(cleanup);

  it('leads an assistant to her loyalty programme', () => {
    me.current = { data: { isClient: false } };
    renderHeader();
    expect(screen.getByRole('link', { name: 'Loyalty programme' }).getAttribute('href')).toBe(
      '/loyalty-rewards',
    );
  });

  it('is not shown to a client user, who has no loyalty programme (nor messaging)', () => {
    me.current = { data: { isClient: true } };
    renderHeader();
    expect(screen.queryByRole('link', { name: 'Loyalty programme' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Messages' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Notifications' })).toBeNull();
    expect(screen.getByRole('button', { name: /help/i })).toBeTruthy();
  });
});

import type { NotificationPage } from '@relais/domain/rules';
import { QueryClient, QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notificationKeys } from '../../../data/notifications';
import en from '../../../i18n/en.json';
import { installMessages } from '../../../lib/i18n';
import { NotificationBell } from './notification-bell';

vi.mock('../../../offline', () => ({ useUserId: () => 'u1' }));
// the cached answer is what the bell shows; a refetch would only ask the server again
vi.mock('../../../lib/api-client', () => ({ call: () => new Promise(() => {}) }));

const renderBell = (unread: number) => {
  const qc = new QueryClient();
  qc.setQueryData<InfiniteData<NotificationPage, number>>(notificationKeys.list('u1'), {
    pages: [{ content: [], page: 0, size: 30, totalElements: unread, totalPages: 1, unread }],
    pageParams: [0],
  });
  const router = createMemoryRouter([{ path: '*', element: <NotificationBell className="" /> }]);
  render(
    <QueryClientProvider client={qc}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

describe('the notification bell', () => {
  beforeAll(() => installMessages('en', en));
  afterEach(cleanup);

  it('says and shows the unread count, and opens /notifications', () => {
    renderBell(3);
    const bell = screen.getByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell.getAttribute('href')).toBe('/notifications');
    expect(bell.textContent).toBe('3');
  });

  it('shows no count when everything is read', () => {
    renderBell(0);
    expect(screen.getByRole('link', { name: 'Notifications' }).textContent).toBe('');
  });

  it('caps the badge at 99+', () => {
    renderBell(120);
    expect(screen.getByRole('link', { name: 'Notifications, 120 unread' }).textContent).toBe('99+');
  });
});

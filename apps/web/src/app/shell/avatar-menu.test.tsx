import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/en.json';
import { installMessages } from '../../lib/i18n';
import { AvatarMenu } from './avatar-menu';

type Me = { firstName: string; lastName: string; isStaff: boolean; recruitmentStatus?: string };
const me = vi.hoisted((): { current: { data: Me } } => ({
  current: { data: { firstName: 'Claire', lastName: 'Roy', isStaff: false } },
}));
vi.mock('../../data/assistant', () => ({ useMe: () => me.current }));
vi.mock('./use-logout', () => ({ useLogout: () => () => Promise.resolve() }));
vi.mock('../../features/preferences', () => ({ FontSizeControl: () => null }));

const openMenu = () => {
  const router = createMemoryRouter([{ path: '*', element: <AvatarMenu /> }], { initialEntries: ['/home'] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: /account menu/i }));
  return router;
};

const links = () => screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

describe('avatar menu', () => {
  beforeAll(() => installMessages('en', en));
  afterEach(cleanup);

  it('leads an assistant to her skills, administrative file and account, then about', () => {
    me.current = {
      data: { firstName: 'Claire', lastName: 'Roy', isStaff: false, recruitmentStatus: 'RECRUITED' },
    };
    const router = openMenu();
    expect(links().slice(0, 4)).toEqual([
      ['Skills', '/user/skills'],
      ['Administrative file', '/user/file'],
      ['My account', '/user/account'],
      ['About', '/about'],
    ]);
    fireEvent.click(screen.getByRole('link', { name: 'Administrative file' }));
    expect(router.state.location.pathname).toBe('/user/file');
  });

  it('leads a prospect in recruitment to her recruitment steps first', () => {
    me.current = {
      data: { firstName: 'Inès', lastName: 'Garnier', isStaff: false, recruitmentStatus: 'IN_PROGRESS' },
    };
    openMenu();
    expect(links()[0]).toEqual(['My recruitment', '/user/newinfo']);
  });

  it('shows staff, who have no profile, no profile areas', () => {
    me.current = { data: { firstName: 'Support', lastName: 'Relais', isStaff: true } };
    openMenu();
    expect(links().map(([, href]) => href)).not.toContain('/user/skills');
    expect(links()[0]).toEqual(['About', '/about']);
  });
});

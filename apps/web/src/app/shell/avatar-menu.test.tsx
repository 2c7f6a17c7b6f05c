import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/en.json';
import { setClock } from '../../lib/clock';
import { installMessages } from '../../lib/i18n';
import { menuLinks } from '../../lib/menu-links';
import { AvatarMenu } from './avatar-menu';

type Me = {
  firstName: string;
  lastName: string;
  isStaff: boolean;
  isClient?: boolean;
  recruitmentStatus?: string;
  warningRelaisAcademy?: string | null;
};
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

const benefits = () => screen.getByRole('link', { name: /^Benefits/ });

const links = () => screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

describe('avatar menu', () => {
  beforeAll(() => installMessages('en', en));
  afterEach(cleanup);

  it('leads an assistant to her skills, administrative file, curriculum and account, benefits, then about', () => {
    me.current = {
      data: { firstName: 'Claire', lastName: 'Roy', isStaff: false, recruitmentStatus: 'RECRUITED' },
    };
    const router = openMenu();
    expect(links().slice(0, 6)).toEqual([
      ['Skills', '/user/skills'],
      ['Administrative file', '/user/file'],
      ['Curriculum and CV', '/user/curriculum'],
      ['My account', '/user/account'],
      ['BenefitsNEW(opens in a new tab)', menuLinks.benefits],
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

  it('opens the community and resources submenus, each link in a new tab from the configuration', () => {
    me.current = {
      data: {
        firstName: 'Claire',
        lastName: 'Roy',
        isStaff: false,
        recruitmentStatus: 'RECRUITED',
        warningRelaisAcademy: null,
      },
    };
    openMenu();
    const community = screen.getByRole('button', { name: 'Community' });
    expect(community.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: /^Forum/ })).toBeNull();
    fireEvent.click(community);
    expect(community.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(community.getAttribute('aria-controls') ?? '');
    expect(list?.hidden).toBe(false);
    const forum = screen.getByRole('link', { name: 'Forum (opens in a new tab)' });
    expect(forum.getAttribute('href')).toBe(menuLinks.forum);
    expect(forum.getAttribute('target')).toBe('_blank');
    expect(forum.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: /^Masterclasses/ }).getAttribute('href')).toBe(
      menuLinks.masterclasses,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Resources' }));
    expect(
      ['Installing the app', 'Premium services', 'Tutorials'].map((n) =>
        screen.getByRole('link', { name: new RegExp(`^${n}`) }).getAttribute('href'),
      ),
    ).toEqual([menuLinks.installation, menuLinks.premiumServices, menuLinks.tutorials]);
    fireEvent.click(community);
    expect(screen.queryByRole('link', { name: /^Forum/ })).toBeNull();
  });

  describe('the benefits item and the academy state (spec 4)', () => {
    afterAll(() => setClock(null));
    const at = (iso: string) => setClock({ now: () => new Date(iso) });
    const assistant = (warningRelaisAcademy: string | null): { data: Me } => ({
      data: {
        firstName: 'Claire',
        lastName: 'Roy',
        isStaff: false,
        isClient: false,
        recruitmentStatus: 'RECRUITED',
        warningRelaisAcademy,
      },
    });

    it('says NEW in the first state (no date, or 7 days at most)', () => {
      at('2026-03-11T09:00:00Z');
      me.current = assistant('2026-03-04');
      openMenu();
      expect(benefits().textContent).toContain('NEW');
      expect(benefits().getAttribute('href')).toBe(menuLinks.benefits);
    });

    it('shows the diamond in the review state (90 days later, within 7)', () => {
      at('2026-06-05T09:00:00Z');
      me.current = assistant('2026-03-04');
      openMenu();
      expect(benefits().textContent).not.toContain('NEW');
      expect(benefits().textContent).toContain('(academy review due)');
      expect(benefits().querySelector('svg path')).not.toBeNull();
    });

    it('shows neither between the two', () => {
      at('2026-04-20T09:00:00Z');
      me.current = assistant('2026-03-04');
      openMenu();
      expect(benefits().textContent).toBe('Benefits(opens in a new tab)');
    });

    it('has no benefits item for clients and staff', () => {
      at('2026-03-11T09:00:00Z');
      me.current = { data: { ...assistant(null).data, isClient: true } };
      openMenu();
      expect(screen.queryByRole('link', { name: /^Benefits/ })).toBeNull();
      cleanup();
      me.current = { data: { ...assistant(null).data, isStaff: true } };
      openMenu();
      expect(screen.queryByRole('link', { name: /^Benefits/ })).toBeNull();
    });
  });

  it('has no feedback toggle in the default build', () => {
    me.current = {
      data: { firstName: 'Claire', lastName: 'Roy', isStaff: false, recruitmentStatus: 'RECRUITED' },
    };
    openMenu();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});

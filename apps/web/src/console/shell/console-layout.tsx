import type { StaffPermission } from '@relais/domain/rules';
import { useLayoutEffect, type ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { logout } from '../../lib/session';
import { removeStaticHero } from '../../ui/brand-hero';
import { Button } from '../../ui/button';
import { ct, type ConsoleKey } from '../i18n';
import { useOnline } from './use-online';
import { useMay, useStaffMe } from './use-staff-me';

type NavEntry = { to: string; label: ConsoleKey; permission?: StaffPermission };

/** The console's queues, each shown only to who may decide in it (the home is everyone's). */
export const CONSOLE_NAV: readonly NavEntry[] = [
  { to: '/staff', label: 'shell.home' },
  { to: '/staff/assistants', label: 'assistants.nav' },
  { to: '/staff/reports', label: 'shell.reports', permission: 'operations' },
  { to: '/staff/documents', label: 'shell.documents', permission: 'recruitment' },
  { to: '/staff/invoices', label: 'shell.invoices', permission: 'finance' },
  { to: '/staff/quotes', label: 'shell.quotes', permission: 'operations' },
  { to: '/staff/messages', label: 'inbox.nav', permission: 'support' },
  { to: '/staff/feedback', label: 'feedback.nav', permission: 'support' },
  { to: '/staff/mails', label: 'mails.nav', permission: 'support' },
  { to: '/staff/audit', label: 'audit.nav', permission: 'admin' },
  { to: '/staff/team', label: 'team.nav', permission: 'admin' },
];

const NavItem = ({ entry }: { entry: NavEntry }) => {
  const may = useMay(entry.permission ?? 'admin');
  if (entry.permission && !may) return null;
  return (
    <li>
      <NavLink
        to={entry.to}
        end={entry.to === '/staff'}
        className={({ isActive }) =>
          `block rounded-lg px-3 py-2 font-semibold ${isActive ? 'bg-primary text-white' : 'text-ink hover:bg-primary-soft'}`
        }
      >
        {ct(entry.label)}
      </NavLink>
    </li>
  );
};

/**
 * The console's frame, desktop first: a header (who is signed in, log out), the queues' navigation
 * (a column beside the content from 768 px, a row above it below), and a notice when offline (the
 * console works online only; what was typed stays on screen).
 */
export const ConsoleLayout = ({ children }: { children: ReactNode }) => {
  const me = useStaffMe().data;
  const online = useOnline();
  const navigate = useNavigate();
  useLayoutEffect(() => removeStaticHero(), []);
  const signOut = async () => {
    await logout();
    void navigate('/login', { replace: true });
  };
  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {ct('shell.skipToContent')}
      </a>
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-edge bg-white px-4 py-3">
        <p className="m-0 text-[1.2rem] font-bold">{ct('shell.title')}</p>
        <div className="flex flex-wrap items-center gap-3">
          {me && (
            <p className="m-0 text-muted">
              {ct('shell.signedInAs', { name: `${me.firstName} ${me.lastName}`.trim() || me.email })}
            </p>
          )}
          <Button variant="secondary" onClick={() => void signOut()}>
            {ct('shell.logout')}
          </Button>
        </div>
      </header>
      {!online && (
        <p role="status" className="m-0 bg-error-soft px-4 py-2 font-semibold text-ink">
          {ct('shell.offline')}
        </p>
      )}
      <div className="mx-auto flex max-w-[90rem] flex-col gap-4 p-4 md:flex-row">
        <nav aria-label={ct('shell.nav')} className="md:w-52 md:shrink-0">
          <ul className="m-0 flex list-none flex-wrap gap-1 p-0 md:flex-col">
            {CONSOLE_NAV.map((entry) => (
              <NavItem key={entry.to} entry={entry} />
            ))}
          </ul>
        </nav>
        <main id="main" className="min-w-0 flex-1">
          {children}
        </main>
      </div>
    </div>
  );
};

import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../i18n/en.json';
import { installMessages } from '../lib/i18n';
import { notFoundRoute } from './not-found';

const session = vi.hoisted(() => ({ restorable: false }));
vi.mock('../lib/session', () => ({ ensureSession: () => Promise.resolve(session.restorable) }));
// the real shell needs the whole app (messages, outbox, profile): its place is what is checked here
vi.mock('./shell/shell-layout', () => ({
  ShellLayout: ({ children }: { children: ReactNode }) => (
    <div data-testid="shell">
      <main>{children}</main>
    </div>
  ),
}));

const open = (path: string) => {
  const router = createMemoryRouter([{ ...notFoundRoute, HydrateFallback: () => null }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
};

describe('the not-found screen', () => {
  beforeAll(() => installMessages('en', en));
  afterEach(cleanup);

  it('shows inside the shell for a signed-in user (a session, or one the cookie restores)', async () => {
    session.restorable = true;
    open('/this/page/does-not-exist');
    const heading = await screen.findByRole('heading', { name: 'Page not found' });
    expect(heading.tagName).toBe('H2');
    expect(heading.closest('[data-testid="shell"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/home');
  });

  it('stays alone, with its own title, when signed out', async () => {
    session.restorable = false;
    open('/nowhere');
    const heading = await screen.findByRole('heading', { name: 'Page not found' });
    expect(heading.tagName).toBe('H1');
    expect(screen.queryByTestId('shell')).toBeNull();
    expect(document.title).toBe('Page not found – Relais');
  });
});

import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/en.json';
import { installMessages } from '../../lib/i18n';
import { HomePage } from './home-page';

const me = vi.hoisted(() => ({
  current: {
    isPending: false,
    data: { firstName: 'Claire', isStaff: false },
  },
}));
vi.mock('../../data/assistant', () => ({ useMe: () => me.current }));
// home's parts have their own tests: which of them home shows is checked here
vi.mock('../../features/dashboard', () => ({
  DashboardKpis: () => <section aria-label="kpis" />,
  DashboardWarnings: () => <section aria-label="warnings" />,
  CompletionSection: () => <section aria-label="completion" />,
}));
vi.mock('../../features/availability', () => ({
  usePlanningSnooze: () => ({ waiting: 0, snooze: () => undefined }),
  SnoozeForm: () => null,
}));
vi.mock('../../features/interventions', () => ({
  InterventionsSection: () => <section aria-label="interventions" />,
}));

const shown = () => screen.queryAllByRole('region').flatMap((r) => r.getAttribute('aria-label') ?? []);

describe('home', () => {
  beforeAll(() => installMessages('en', en));
  afterEach(cleanup);

  it('shows an assistant the KPIs, her interventions, her to-dos and the profile gauge', () => {
    me.current = { isPending: false, data: { firstName: 'Claire', isStaff: false } };
    render(<HomePage />);
    expect(shown()).toEqual(['kpis', 'interventions', 'warnings', 'completion']);
    expect(screen.getByText('Welcome to your Relais space.')).toBeTruthy();
  });

  it("shows staff the dashboard without an assistant's to-dos, and says why", () => {
    me.current = { isPending: false, data: { firstName: 'Support', isStaff: true } };
    render(<HomePage />);
    expect(shown()).toEqual(['kpis', 'interventions']);
    expect(screen.getByText(/signed in as a member of the provider's staff/)).toBeTruthy();
  });
});

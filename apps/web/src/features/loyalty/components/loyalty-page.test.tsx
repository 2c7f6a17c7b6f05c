import type { LoyaltyRewardsPage, LoyaltySumup, ReferralCode } from '@relais/domain/rules';
import { notifyManager } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import fr from '../../../i18n/fr.json';
import { installMessages } from '../../../lib/i18n';
import { LoyaltyPage } from './loyalty-page';
import { flush, renderRoutes } from '../../../lib/test-kit/screen';

const server = vi.hoisted(() => ({
  sumup: null as LoyaltySumup | null,
  pages: [] as LoyaltyRewardsPage[],
  asked: [] as number[],
  referral: null as ReferralCode | null,
  /** While set, the referral code's answer waits for it. */
  referralGate: null as Promise<void> | null,
}));
vi.mock('../../../offline', async (original) => ({ ...(await original<object>()), useUserId: () => 'u1' }));
vi.mock('../../../lib/api-client', () => ({
  call: vi.fn((ep: { path: string }, opts: { query?: { page: number } }) => {
    if (ep.path.endsWith('/sumup')) return Promise.resolve(server.sumup);
    if (ep.path.endsWith('/referralCode'))
      return (server.referralGate ?? Promise.resolve()).then(() => server.referral);
    const n = opts.query?.page ?? 0;
    server.asked.push(n);
    return Promise.resolve(server.pages[n]);
  }),
}));

const LEVELS: LoyaltySumup['levels'] = [
  { code: 'BRONZE', threshold: 0, benefits: ['WELCOME_KIT'] },
  { code: 'SILVER', threshold: 250, benefits: ['PRIORITY_MISSIONS'] },
  { code: 'GOLD', threshold: 750, benefits: ['TRAINING_VOUCHER'] },
  { code: 'PLATINUM', threshold: 1500, benefits: ['ANNUAL_BONUS'] },
];
const sumup = (over: Partial<LoyaltySumup> = {}): LoyaltySumup => ({
  total: 500,
  level: 'SILVER',
  next: { level: 'GOLD', threshold: 750, missing: 250 },
  progress: 50,
  byReason: [
    { reason: 'REPORT_HOURS', points: 350, count: 12 },
    { reason: 'PROFILE_COMPLETE', points: 0, count: 0 },
    { reason: 'REFERRAL_FIRST_MISSION', points: 150, count: 1 },
  ],
  levels: LEVELS,
  rules: { pointsPerReportHour: 10, profileCompletePoints: 100, profileThreshold: 100, referralPoints: 150 },
  ...over,
});
const entry = (i: number) => ({
  id: `e${i}`,
  reason: 'REPORT_HOURS' as const,
  points: 15,
  earnedAt: '2026-11-20T09:00:00Z',
  sourceId: `ev${i}`,
});

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: '/loyalty-rewards/programme', element: <LoyaltyPage /> },
      { path: '/loyalty-rewards/historique', element: <LoyaltyPage /> },
    ],
    path,
  );

describe('loyalty page', () => {
  beforeAll(() => {
    installMessages('en', en);
    notifyManager.setScheduler(queueMicrotask);
  });
  beforeEach(() => {
    server.sumup = sumup();
    server.pages = [];
    server.asked = [];
    server.referral = { code: 'CMDR4827', referrals: [] };
    server.referralGate = null;
  });
  afterEach(cleanup);

  it('has the same loyalty texts in French and English', () => {
    const keys = (o: object, at = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'object' && v !== null ? keys(v as object, `${at}${k}.`) : [`${at}${k}`],
      );
    expect(keys(fr.loyalty)).toEqual(keys(en.loyalty));
  });

  it('shows where she stands: points, level, a progress bar with its text, what the next level needs', async () => {
    renderAt('/loyalty-rewards/programme');
    await flush();
    const tabs = screen.getByRole('navigation', { name: 'Loyalty programme' });
    expect(within(tabs).getByRole('link', { name: 'Programme' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'History' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByTestId('loyalty-total').textContent).toBe('500 points');
    expect(screen.getByTestId('loyalty-level').textContent).toBe('Your level: Silver');
    const bar = screen.getByRole('progressbar', { name: 'Progress towards the Gold level' });
    expect(bar.getAttribute('value')).toBe('50');
    expect(screen.getByText('500 of 750 points: 50 % of the way to Gold')).toBeTruthy();
    expect(screen.getByText('250 more points to reach the Gold level.')).toBeTruthy();
    // the rules come from the server's configuration, with her points by reason
    expect(screen.getByText('10 points per hour of a validated report')).toBeTruthy();
    expect(screen.getByText('You: 350 points')).toBeTruthy();
    // her level is marked among the levels, each with its benefits
    const mine = screen.getByText('Your level').closest('li');
    expect(mine?.getAttribute('aria-current')).toBe('true');
    expect(within(mine as HTMLElement).getByText('Priority on new mission opportunities')).toBeTruthy();
    expect(screen.getByText('CMDR-4827')).toBeTruthy();
    expect(screen.getByText('No referral yet.')).toBeTruthy();
  });

  it('shows the programme once the referral code came too: no card pushed down later (no layout shift)', async () => {
    let release = () => {};
    server.referralGate = new Promise((resolve) => {
      release = resolve;
    });
    renderAt('/loyalty-rewards/programme');
    await flush();
    expect(screen.queryByTestId('loyalty-total')).toBeNull();
    expect(screen.queryByText('CMDR-4827')).toBeNull();
    release();
    await flush();
    expect(screen.getByTestId('loyalty-total').textContent).toBe('500 points');
    expect(screen.getByText('CMDR-4827')).toBeTruthy();
  });

  it('says so at the top level, without a progress bar', async () => {
    server.sumup = sumup({ total: 1600, level: 'PLATINUM', next: null, progress: 100 });
    renderAt('/loyalty-rewards/programme');
    await flush();
    expect(screen.getByText('You have reached the highest level.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('lists her referrals with their states', async () => {
    server.referral = {
      code: 'CMDR4827',
      referrals: [
        {
          id: 'r1',
          firstName: 'Léa',
          lastName: 'Petit',
          state: 'INVITED',
          invitedAt: '2026-11-20T09:00:00Z',
        },
        {
          id: 'r2',
          firstName: 'Sarah',
          lastName: 'Lefèvre',
          state: 'FIRST_MISSION_DONE',
          invitedAt: '2026-09-01T09:00:00Z',
        },
      ],
    };
    renderAt('/loyalty-rewards/programme');
    await flush();
    const list = screen.getByRole('list', { name: 'Your referrals' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Léa Petitinvited on 20 Nov 2026Invited',
      'Sarah Lefèvreinvited on 1 Sep 2026First mission done',
    ]);
  });

  it('lists the history page after page, with reason, date and points', async () => {
    server.pages = [
      {
        content: Array.from({ length: 10 }, (_, i) => entry(i)),
        page: 0,
        size: 10,
        totalElements: 12,
        totalPages: 2,
      },
      { content: [entry(10), entry(11)], page: 1, size: 10, totalElements: 12, totalPages: 2 },
    ];
    renderAt('/loyalty-rewards/historique');
    await flush();
    const tabs = screen.getByRole('navigation', { name: 'Loyalty programme' });
    expect(within(tabs).getByRole('link', { name: 'History' }).getAttribute('aria-current')).toBe('page');
    const list = screen.getByRole('list', { name: 'Points earned' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toBe('Validated reporton 20 Nov 2026+15');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await flush();
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(server.asked).toEqual([0, 1]);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});

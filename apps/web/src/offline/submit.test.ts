import { afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import en from '../i18n/en.json';
import { installMessages, t } from '../lib/i18n';
import { defineAction } from './define';
import type { Outcome } from './engine';
import { setReporter, type OfflineReport } from './reports';
import type { PendingAction } from './types';

type Fake = {
  outcome: Outcome | 'never' | null;
  unwatch: Mock<(id: string) => void>;
  discard: Mock<(id: string) => Promise<void>>;
  action: PendingAction | undefined;
};
const fake: Fake = vi.hoisted(() => ({
  outcome: null,
  unwatch: vi.fn(),
  discard: vi.fn(() => Promise.resolve()),
  action: undefined,
}));
vi.mock('./runtime', () => ({
  getEngine: () => ({
    settle: (): Promise<unknown> =>
      fake.outcome === 'never' ? new Promise(() => {}) : Promise.resolve(fake.outcome),
    unwatch: fake.unwatch,
    discard: fake.discard,
    get: () => fake.action,
    // the app's list: `test.withForm` has a form to fix it in, any other type none
    definitionOf: (type: string) => (type === withForm.type ? withForm : undefined),
  }),
}));

const { reportOutcome, SETTLE_LIMIT_MS } = await import('./submit');
const TEXTS = { sent: 'reports.saved', queued: 'reports.savedOffline' } as const;
const withForm = defineAction<{ n: number }>({
  type: 'test.withForm',
  send: () => Promise.resolve(),
  describe: () => ({ key: 'x' }),
  editPath: (id) => `/form?action=${id}`,
});
const reports: OfflineReport[] = [];
setReporter((r) => reports.push(r));
/** What the form's snackbar says (the app shows `submitted` reports' texts). */
const snack = () => reports.flatMap((r) => (r.kind === 'submitted' ? [t(r.text)] : []));
const set = (outcome: Outcome | 'never', type = withForm.type) => {
  fake.outcome = outcome;
  fake.action = {
    id: 'a1',
    type,
    version: 1,
    body: { n: 1 },
    state: 'parked',
    createdAt: 0,
    attempts: 1,
    lastError: null,
  };
};

beforeAll(() => installMessages('en', en));
afterEach(() => {
  reports.length = 0;
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('reporting what became of a submitted action', () => {
  it("says 'sent' only when the server acknowledged", async () => {
    set({ kind: 'sent', result: null });
    expect(await reportOutcome('a1', TEXTS)).toEqual({ kind: 'sent' });
    expect(snack()).toEqual(['Report sent']);
  });

  it("says 'queued' while it waits for the network", async () => {
    set({ kind: 'queued' });
    expect(await reportOutcome('a1', TEXTS)).toEqual({ kind: 'queued' });
    expect(snack()).toEqual([en.reports.savedOffline]);
  });

  it('opens the form of a refused action that has one, with no success word', async () => {
    set({
      kind: 'parked',
      error: { code: 'start_before_6am', message: 'An intervention cannot start before 6 am' },
    });
    expect(await reportOutcome('a1', TEXTS)).toEqual({ kind: 'fix', path: '/form?action=a1' });
    expect(snack()).toEqual([]);
    expect(fake.discard).not.toHaveBeenCalled();
  });

  it('undoes a refused action without a form and shows the reason', async () => {
    set(
      { kind: 'parked', error: { code: 'date-in-future', message: 'The date must be in the future' } },
      'test.noForm',
    );
    expect(await reportOutcome('a1', TEXTS)).toEqual({ kind: 'refused' });
    expect(fake.discard).toHaveBeenCalledWith('a1');
    expect(reports).toEqual([{ kind: 'undone', reason: 'The date must be in the future' }]);
    expect(snack()).toEqual([]);
  });

  it("stops waiting after the limit: 'queued', and a later refusal will be announced", async () => {
    vi.useFakeTimers();
    set('never');
    const result = reportOutcome('a1', TEXTS);
    await vi.advanceTimersByTimeAsync(SETTLE_LIMIT_MS);
    expect(await result).toEqual({ kind: 'queued' });
    expect(fake.unwatch).toHaveBeenCalledWith('a1');
    expect(snack()).toEqual([en.reports.savedOffline]);
  });
});

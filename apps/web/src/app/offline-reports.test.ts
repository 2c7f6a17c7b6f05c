import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../i18n/en.json';
import { installMessages } from '../lib/i18n';
import { defineAction, type PendingAction } from '../offline';
import { installTestEngine } from '../offline/test-kit';
import { errorDialogStore } from '../ui/error-dialog-store';
import { snackbarStore } from '../ui/snackbar-store';
import { presentOfflineReport } from './offline-reports';

const fontSize = defineAction<{ value: string }>({
  type: 'test.fontSize',
  send: () => Promise.resolve(),
  describe: (b) => ({ key: 'offline.actions.fontSize', values: { value: b.value } }),
  editPath: (id) => `/edit/${id}`,
});
const refused: PendingAction = {
  id: 'a1',
  type: 'test.fontSize',
  version: 1,
  body: { value: '2' },
  state: 'parked',
  createdAt: 0,
  attempts: 1,
  lastError: { code: 'validation_failed', message: 'Too big' },
};

describe("what the app shows of the engine's reports", () => {
  beforeAll(() => installMessages('en', en));
  afterEach(() => {
    snackbarStore.set([]);
    errorDialogStore.set(null);
  });

  it('a refusal nobody waited for: a snackbar naming it, whose Fix opens its form', () => {
    installTestEngine([fontSize]);
    const navigate = vi.fn();
    presentOfflineReport(navigate)({ kind: 'refused', action: refused });
    const [snack] = snackbarStore.get();
    expect(snack?.text).toBe('Refused: Text size: 2. Too big');
    snack?.actions[0]?.onAction();
    expect(navigate).toHaveBeenCalledWith('/edit/a1');
  });

  it('the outbox processed, a form sent or queued: a snackbar', () => {
    const present = presentOfflineReport(() => {});
    present({ kind: 'processed' });
    present({ kind: 'submitted', outcome: 'sent', text: 'reports.saved' });
    expect(snackbarStore.get().map((s) => s.text)).toEqual([en.offline.processed, 'Report sent']);
  });

  it('a full disk, an action that needs the network, a refused action undone: the error dialog', () => {
    const present = presentOfflineReport(() => {});
    present({ kind: 'no-space' });
    expect(errorDialogStore.get()?.title).toBe('Not enough space');
    present({ kind: 'needs-network' });
    expect(errorDialogStore.get()?.text).toBe("You are in offline mode, you can't perform this action");
    present({ kind: 'undone', reason: 'The date must be in the future' });
    expect(errorDialogStore.get()).toEqual({
      title: 'Action refused',
      text: 'The date must be in the future',
    });
  });
});

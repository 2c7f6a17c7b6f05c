import { fullWeekGrid, type AvailabilityGrid } from '@relais/domain';
import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import { installMessages } from '../../../lib/i18n';
import { preferencesQueryKey } from '../../../data/preferences';
import { setCellAction, snoozeAction, workPreferenceAction } from './availability-actions';
import { availabilityQueryKey } from './availability-query';

const seeded = (): QueryClient => {
  const qc = new QueryClient();
  qc.setQueryData<AvailabilityGrid>(availabilityQueryKey('u1'), {
    cells: fullWeekGrid([]),
    lastUpdatedAt: null,
    warningUpdatePlanningDismissed: null,
    planningUpdateDue: true,
  });
  return qc;
};

describe('availability actions', () => {
  beforeAll(() => installMessages('en', en));

  it('applies a tap optimistically, idempotently', () => {
    const qc = seeded();
    const body = { assistantId: 'u1', numDay: 4, part: 'MORNING' as const, value: true };
    setCellAction.apply?.(qc, body, 'a1');
    const first = qc.getQueryData<AvailabilityGrid>(availabilityQueryKey('u1'));
    setCellAction.apply?.(qc, body, 'a1');
    const second = qc.getQueryData<AvailabilityGrid>(availabilityQueryKey('u1'));
    expect(second).toBe(first);
    expect(second?.cells.filter((c) => c.value)).toEqual([{ numDay: 4, part: 'MORNING', value: true }]);
  });

  it('leaves an absent grid alone (nothing cached yet)', () => {
    const qc = new QueryClient();
    setCellAction.apply?.(qc, { assistantId: 'u1', numDay: 1, part: 'MORNING', value: true }, 'a1');
    expect(qc.getQueryData(availabilityQueryKey('u1'))).toBeUndefined();
  });

  it('a snooze hides the warning at once, idempotently', () => {
    const qc = seeded();
    snoozeAction.apply?.(qc, { assistantId: 'u1', untilDate: '2030-01-31' }, 's1');
    const first = qc.getQueryData<AvailabilityGrid>(availabilityQueryKey('u1'));
    snoozeAction.apply?.(qc, { assistantId: 'u1', untilDate: '2030-01-31' }, 's1');
    expect(qc.getQueryData(availabilityQueryKey('u1'))).toBe(first);
    expect(first).toMatchObject({ planningUpdateDue: false, warningUpdatePlanningDismissed: '2030-01-31' });
  });

  it('the work preference lands in the preferences cache, idempotently', () => {
    const qc = new QueryClient();
    qc.setQueryData(preferencesQueryKey('u1'), { fontSizeAugmentation: '1' });
    workPreferenceAction.apply?.(qc, { userId: 'u1', value: 'MAINLY_REMOTE' }, 'w1');
    const first = qc.getQueryData(preferencesQueryKey('u1'));
    workPreferenceAction.apply?.(qc, { userId: 'u1', value: 'MAINLY_REMOTE' }, 'w1');
    expect(qc.getQueryData(preferencesQueryKey('u1'))).toBe(first);
    expect(first).toEqual({ fontSizeAugmentation: '1', workPreference: 'MAINLY_REMOTE' });
  });

  it('describes a tap for the pending-actions screen', () => {
    expect(setCellAction.describe({ assistantId: 'u1', numDay: 1, part: 'AFTERNOON', value: false })).toEqual(
      {
        key: 'availability.describeCell',
        values: { day: 'Monday', part: 'afternoon', state: 'unavailable' },
      },
    );
  });
});

import type { AvailabilityGrid } from '@relais/domain/rules';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { routeTable } from '@relais/contract/routes';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { defineAction } from '../../../offline';
import { patchPreference, refreshPreferences, replacePreferences } from '../../../data/preferences';
import { withCell, type SetCellBody } from '../model/grid';
import { dayName, partName, workPreferenceName } from '../model/labels';
import { availabilityQueryKey } from './availability-query';

export const SET_CELL = 'availability.setCell';
export const SNOOZE = 'availability.snooze';
export const WORK_PREFERENCE = 'availability.workPreference';

export type SnoozeBody = { assistantId: string; untilDate: string };
export type WorkPreferenceBody = { userId: string; value: string };

const refetch = (qc: QueryClient, assistantId: string): void => {
  void qc.invalidateQueries({ queryKey: availabilityQueryKey(assistantId) });
};

/** One tap on a grid cell: PUT /assistants/{id}/availability/{numDay}/{part} {value}. */
export const setCellAction = defineAction<SetCellBody, typeof SET_CELL>({
  type: SET_CELL,
  send: (body, { idempotencyKey }) =>
    call(routeTable.putAvailability, {
      params: { id: body.assistantId, numDay: String(body.numDay), part: body.part },
      body: { value: body.value },
      idempotencyKey,
    }),
  apply: (qc, body) => {
    qc.setQueryData<AvailabilityGrid>(availabilityQueryKey(body.assistantId), (grid) =>
      grid ? withCell(grid, body) : grid,
    );
  },
  revert: (qc, body) => refetch(qc, body.assistantId),
  settled: (qc, body) => refetch(qc, body.assistantId),
  describe: (body) => ({
    key: 'availability.describeCell',
    values: {
      day: dayName(body.numDay),
      part: partName(body.part),
      state: t(body.value ? 'availability.stateAvailable' : 'availability.stateUnavailable'),
    },
  }),
  // one cell: its taps in order, apart from the other cells
  orderKeys: (body) => [`availability:${body.assistantId}:${body.numDay}:${body.part}`],
});

/** PATCH /assistants/{id}/snooze?untilDate: hides the planning-update warning until that date. */
export const snoozeAction = defineAction<SnoozeBody, typeof SNOOZE>({
  type: SNOOZE,
  send: (body, { idempotencyKey }) =>
    call(routeTable.snoozePlanningWarning, {
      params: { id: body.assistantId },
      query: { untilDate: body.untilDate },
      idempotencyKey,
    }),
  apply: (qc, body) => {
    qc.setQueryData<AvailabilityGrid>(availabilityQueryKey(body.assistantId), (grid) =>
      grid && (grid.planningUpdateDue || grid.warningUpdatePlanningDismissed !== body.untilDate)
        ? { ...grid, planningUpdateDue: false, warningUpdatePlanningDismissed: body.untilDate }
        : grid,
    );
  },
  revert: (qc, body) => refetch(qc, body.assistantId),
  settled: (qc, body) => refetch(qc, body.assistantId),
  describe: (body) => ({
    key: 'availability.describeSnooze',
    values: { date: formatDate(`${body.untilDate}T12:00:00`, 'P') },
  }),
});

/** The work preference (site only .. remote only): PUT /users/{id}/preferences/workPreference {value}. */
export const workPreferenceAction = defineAction<WorkPreferenceBody, typeof WORK_PREFERENCE>({
  type: WORK_PREFERENCE,
  send: (body, { idempotencyKey }) =>
    call(routeTable.putPreference, {
      params: { id: body.userId, preference: 'workPreference' },
      body: { value: body.value },
      idempotencyKey,
    }),
  apply: (qc, body) => patchPreference(qc, body.userId, 'workPreference', body.value),
  revert: (qc, body) => refreshPreferences(qc, body.userId),
  settled: (qc, body, result) => replacePreferences(qc, body.userId, result),
  describe: (body) => ({
    key: 'availability.describeWorkPreference',
    values: { value: workPreferenceName(body.value) },
  }),
  orderKeys: (body) => [`preference:${body.userId}:workPreference`],
});

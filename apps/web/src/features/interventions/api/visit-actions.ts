import type { InterventionEvent } from '@relais/domain/rules';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { hasTranslation, t } from '../../../lib/i18n';
import { defineAction } from '../../../offline';
import { showSnackbar, dismissSnackbar } from '../../../ui/snackbar-store';
import { routeTable } from '@relais/contract/routes';
import {
  cachedEvent,
  refreshEvents,
  setSingle,
  updateLists,
  visitEditPath,
  withPlaced,
  withRemoved,
} from '../../../data/events';
import { dayText, timeText } from '../model/event-time';
import {
  asCreatedAnswer,
  CREATE_VISIT,
  DELETE_VISIT,
  fieldsOf,
  isPendingVisitId,
  pendingVisitId,
  pendingVisits,
  UPDATE_VISIT,
  withChanged,
  type CreateVisitBody,
  type DeleteVisitBody,
  type UpdateVisitBody,
} from '../model/pending-visits';

const describeVisit = (v: Pick<InterventionEvent, 'label' | 'startDate'>) => ({
  label: v.label,
  date: dayText(v.startDate),
  time: timeText(v.startDate),
});

const reasonText = (code: string): string => {
  const key = `errors.${code}`;
  return hasTranslation(key) ? t(key) : code;
};

/** A series the server accepted in part: the refused dates stay on screen until closed. */
export const showRefusedDates = (refused: readonly { date: string; errorCode: string }[]): void => {
  if (refused.length === 0) return;
  const lines = refused.map((r) =>
    t('interventions.refusedLine', { date: dayText(`${r.date}T12:00:00Z`), reason: reasonText(r.errorCode) }),
  );
  const id = showSnackbar({
    text: t('interventions.refused', { count: refused.length, dates: lines.join(' ; ') }),
    timeoutMs: null,
    actions: [{ label: t('interventions.close'), onAction: () => dismissSnackbar(id) }],
  });
};

/** The pending copies of a creation leave the lists (they are matched by their values). */
const withoutPendingOf = (qc: QueryClient, body: CreateVisitBody): void => {
  const shadow = new Set(
    pendingVisits('x', body).map(
      (e) => `${new Date(e.startDate).toISOString()}|${e.clientId}|${e.label}|${e.duration}`,
    ),
  );
  updateLists(qc, body.assistantId, (list) =>
    list.filter(
      (e) =>
        !(
          isPendingVisitId(e.id) &&
          shadow.has(`${new Date(e.startDate).toISOString()}|${e.clientId}|${e.label}|${e.duration}`)
        ),
    ),
  );
};

/** POST /assistants/{id}/visits; shows at once under `pending-<actionId>` (one per date of a series). */
export const createVisitAction = defineAction<CreateVisitBody, typeof CREATE_VISIT>({
  type: CREATE_VISIT,
  send: (body, { idempotencyKey }) =>
    call(routeTable.createVisit, {
      params: { id: body.assistantId },
      query: {},
      body: body.visit,
      idempotencyKey,
    }),
  apply: (qc, body, actionId) => {
    const events = pendingVisits(actionId, body);
    updateLists(qc, body.assistantId, (list, range) => withPlaced(list, events, range));
  },
  revert: (qc, body, actionId) => {
    const ids = pendingVisits(actionId, body).map((e) => e.id);
    updateLists(qc, body.assistantId, (list) => withRemoved(list, ids));
  },
  settled: (qc, body, result) => {
    const answer = asCreatedAnswer(result);
    // the server's visits take the place of the pending ones at once, before the lists are read again
    withoutPendingOf(qc, body);
    updateLists(qc, body.assistantId, (list, range) => withPlaced(list, answer.created, range));
    refreshEvents(qc, body.assistantId);
    showRefusedDates(answer.refused);
  },
  subjects: (body, actionId) => pendingVisits(actionId, body).map((e) => e.id),
  describe: (body) => ({ key: 'interventions.describeCreate', values: describeVisit(body.visit) }),
  editPath: (actionId) => visitEditPath(pendingVisitId(actionId), actionId),
});

/** PUT /assistants/{id}/visits/{visitId}. */
export const updateVisitAction = defineAction<UpdateVisitBody, typeof UPDATE_VISIT>({
  type: UPDATE_VISIT,
  send: (body, { idempotencyKey }) =>
    call(routeTable.updateVisit, {
      params: { id: body.assistantId, visitId: body.visitId },
      body: body.visit,
      idempotencyKey,
    }),
  apply: (qc, body) => {
    const fields = fieldsOf(body.visit, body.display);
    const base = cachedEvent(qc, body.assistantId, body.visitId);
    updateLists(qc, body.assistantId, (list, range) => withChanged(list, body.visitId, fields, range, base));
    setSingle(qc, body.assistantId, body.visitId, (e) => ({ ...e, ...fields }));
  },
  revert: (qc, body) => {
    const base = cachedEvent(qc, body.assistantId, body.visitId);
    updateLists(qc, body.assistantId, (list, range) =>
      withChanged(list, body.visitId, body.previous, range, base),
    );
    setSingle(qc, body.assistantId, body.visitId, (e) => ({ ...e, ...body.previous }));
    refreshEvents(qc, body.assistantId, body.visitId);
  },
  settled: (qc, body) => refreshEvents(qc, body.assistantId, body.visitId),
  subjects: (body) => [body.visitId],
  describe: (body) => ({ key: 'interventions.describeUpdate', values: describeVisit(body.visit) }),
  editPath: (actionId, body) => visitEditPath(body.visitId, actionId),
});

/** DELETE /assistants/{id}/visits/{visitId} {reason}. */
export const deleteVisitAction = defineAction<DeleteVisitBody, typeof DELETE_VISIT>({
  type: DELETE_VISIT,
  send: (body, { idempotencyKey }) =>
    call(routeTable.deleteVisit, {
      params: { id: body.assistantId, visitId: body.visitId },
      body: { reason: body.reason },
      idempotencyKey,
    }),
  apply: (qc, body) => {
    updateLists(qc, body.assistantId, (list) => withRemoved(list, [body.visitId]));
    setSingle(qc, body.assistantId, body.visitId, () => null);
  },
  revert: (qc, body) => {
    updateLists(qc, body.assistantId, (list, range) => withPlaced(list, [body.event], range));
    refreshEvents(qc, body.assistantId, body.visitId);
  },
  settled: (qc, body) => refreshEvents(qc, body.assistantId),
  describe: (body) => ({ key: 'interventions.describeDelete', values: describeVisit(body.event) }),
});

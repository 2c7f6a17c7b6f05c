import type { InterventionEvent } from '@relais/domain/rules';
import type { TranslationKey } from '../../lib/i18n';
import { isOutboxItemId, type PendingMark } from '../../offline';

export type EventLink = { to: string; labelKey: TranslationKey };

const enc = encodeURIComponent;

/** The visit form of a visit, or of its queued change when `actionId` is given. */
export const visitEditPath = (visitId: string, actionId?: string): string =>
  `/visit/edit/${enc(visitId)}${actionId ? `?action=${enc(actionId)}` : ''}`;

/** The report view of a submitted intervention. */
export const reportViewPath = (e: Pick<InterventionEvent, 'id' | 'remote'>): string =>
  e.remote ? `/remote/view/${enc(e.id)}` : `/visit/report/view/${enc(e.id)}`;

/** An intervention is locked once its report is submitted. */
export const isLocked = (e: Pick<InterventionEvent, 'status'>): boolean =>
  e.status === 'TERMINATED' || e.status === 'CLOSED';

/**
 * The row's direct action: DONE (report needed, also after a rejection) -> write the report;
 * TERMINATED / CLOSED -> see the report; SCHEDULED -> edit. A pending visit edits its queued action;
 * an item that exists only in the outbox always opens its queued action's form (there is nothing
 * on the server to view yet).
 */
export const eventLink = (
  e: Pick<InterventionEvent, 'id' | 'remote' | 'status' | 'reportStatus'>,
  editPath?: string,
): EventLink => {
  if (editPath && isOutboxItemId(e.id)) return { to: editPath, labelKey: 'interventions.edit' };
  if (isLocked(e)) return { to: reportViewPath(e), labelKey: 'interventions.seeReport' };
  if (e.status === 'DONE' || e.reportStatus === 'REJECTED') {
    return {
      to: e.remote ? `/remote/edit/${enc(e.id)}` : `/visit/report/edit/${enc(e.id)}`,
      labelKey: 'interventions.writeReport',
    };
  }
  return { to: editPath ?? `/visit/edit/${enc(e.id)}`, labelKey: 'interventions.edit' };
};

/**
 * Where an intervention opens from a list (home's rows, a mission page): its direct action by its
 * state, or the queued change of it (to see or correct) when one waits in the outbox.
 */
export const interventionLink = (
  event: Pick<InterventionEvent, 'id' | 'remote' | 'status' | 'reportStatus'>,
  pending: PendingMark | undefined,
): EventLink =>
  eventLink(event, pending ? (pending.editPath ?? visitEditPath(event.id, pending.actionId)) : undefined);

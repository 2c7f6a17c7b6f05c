import {
  atSameTime,
  businessDate,
  pickVisitTexts,
  recurrenceDates,
  type InterventionEvent,
  type VisitBody,
  type VisitCreated,
  type VisitText,
} from '@relais/domain/rules';
import { actionIdOfOutboxItem, isOutboxItemId, outboxItemId } from '../../../offline';
import { withPlaced, withRemoved, type Range } from '../../../data/events';

export const CREATE_VISIT = 'interventions.createVisit';
export const UPDATE_VISIT = 'interventions.updateVisit';
export const DELETE_VISIT = 'interventions.deleteVisit';

/** What a list shows of the client while the server has not answered (name and colour). */
export type ClientDisplay = { clientName: string; clientColor: string };

/** The visit fields a change carries (the body of POST/PUT, recurrence apart). */
export type VisitFields = Pick<
  InterventionEvent,
  'clientId' | 'clientName' | 'clientColor' | 'remote' | 'label' | VisitText | 'startDate' | 'duration'
>;

export type CreateVisitBody = { assistantId: string; visit: VisitBody; display: ClientDisplay };
export type UpdateVisitBody = {
  assistantId: string;
  visitId: string;
  visit: VisitBody;
  display: ClientDisplay;
  previous: VisitFields;
};
export type DeleteVisitBody = {
  assistantId: string;
  visitId: string;
  reason: string | null;
  event: InterventionEvent;
};

/** The id a queued creation shows under until the server gives it one (the engine's; one per date of a series). */
export const pendingVisitId = (actionId: string, index = 0): string => outboxItemId(actionId, index);
export const isPendingVisitId = isOutboxItemId;
/** The action id behind a pending visit id (the first visit of a series carries it exactly). */
export const actionIdOfPending = actionIdOfOutboxItem;

export const fieldsOf = (visit: VisitBody, display: ClientDisplay): VisitFields => ({
  clientId: visit.clientId,
  clientName: display.clientName,
  clientColor: display.clientColor,
  remote: visit.remote,
  label: visit.label,
  ...pickVisitTexts(visit),
  startDate: visit.startDate,
  duration: visit.duration,
});

const pendingEvent = (id: string, fields: VisitFields): InterventionEvent => ({
  id,
  ...fields,
  status: 'SCHEDULED',
  reportStatus: null,
  rejectionReason: null,
  premium: 'NONE',
  estimateId: null,
});

/** The visits a queued creation stands for: one, or one per date of its recurrence. */
export const pendingVisits = (actionId: string, body: CreateVisitBody): InterventionEvent[] => {
  const fields = fieldsOf(body.visit, body.display);
  const rec = body.visit.recurrence;
  if (!rec) return [pendingEvent(pendingVisitId(actionId), fields)];
  const start = new Date(body.visit.startDate);
  return recurrenceDates(businessDate(start), rec.kind, rec.until).map((date, i) =>
    pendingEvent(pendingVisitId(actionId, i), {
      ...fields,
      startDate: atSameTime(start, date).toISOString(),
    }),
  );
};

/**
 * A change of one visit's fields: it stays (changed) where it is, leaves a list whose range it left
 * and enters a list whose range it entered (when the list had it or the base copy is known).
 */
export const withChanged = (
  list: readonly InterventionEvent[],
  visitId: string,
  fields: VisitFields,
  range: Range,
  base?: InterventionEvent,
): InterventionEvent[] => {
  const current = list.find((e) => e.id === visitId) ?? base;
  if (!current) return [...list];
  return withPlaced(withRemoved(list, [visitId]), [{ ...current, ...fields }], range);
};

const isEvent = (value: unknown): value is InterventionEvent =>
  typeof value === 'object' &&
  value !== null &&
  'id' in value &&
  typeof value.id === 'string' &&
  'startDate' in value;

const isRefusal = (r: unknown): r is VisitCreated['refused'][number] =>
  typeof r === 'object' &&
  r !== null &&
  'date' in r &&
  typeof r.date === 'string' &&
  'errorCode' in r &&
  typeof r.errorCode === 'string';

/** The server's answer to POST visits: `{ created, refused }`. */
export const asCreatedAnswer = (result: unknown): VisitCreated => {
  if (typeof result !== 'object' || result === null) return { created: [], refused: [] };
  const list = (key: 'created' | 'refused'): unknown[] =>
    key in result ? (Reflect.get(result, key) as unknown[]) : [];
  const created = Array.isArray(list('created')) ? list('created').filter(isEvent) : [];
  const refused = Array.isArray(list('refused')) ? list('refused').filter(isRefusal) : [];
  return { created, refused };
};

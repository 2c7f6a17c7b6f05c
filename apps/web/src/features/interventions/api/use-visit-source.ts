import type { InterventionEvent } from '@relais/domain/rules';
import { useQueryClient } from '@tanstack/react-query';
import { usePendingActions, useUserId, type PendingAction } from '../../../offline';
import { cachedEvent, useEvent } from '../../../data/events';
import {
  fieldsOf,
  isPendingVisitId,
  actionIdOfPending,
  type CreateVisitBody,
  type UpdateVisitBody,
  type VisitFields,
} from '../model/pending-visits';
import { createVisitAction, updateVisitAction } from './visit-actions';

export type VisitSource = {
  /** The queued creation or update being edited (`?action=`, or the creation behind a pending id). */
  action: PendingAction<CreateVisitBody | UpdateVisitBody> | undefined;
  /** The stored intervention (server copy, with queued changes laid over). */
  event: InterventionEvent | undefined;
  /** What the form starts from. */
  fields: VisitFields | undefined;
  loading: boolean;
  /** Why the stored intervention could not be read (403, 404, ...), if it could not. */
  error: unknown;
};

/** Everything the visit form needs to know about `/visit/edit/{id}[?action=]`. */
export const useVisitSource = (id: string | undefined, actionId: string | null): VisitSource => {
  const userId = useUserId() ?? '';
  const qc = useQueryClient();
  const queued = usePendingActions(createVisitAction, updateVisitAction);
  const pending = id !== undefined && isPendingVisitId(id);
  const wanted = actionId ?? (pending && id ? actionIdOfPending(id) : null);
  const action = queued.find((a) => a.id === wanted);
  const query = useEvent(pending ? undefined : id);
  const event = id && !pending ? (query.data ?? cachedEvent(qc, userId, id)) : undefined;
  const fields = action ? fieldsOf(action.body.visit, action.body.display) : event;
  const loading = Boolean(id) && !fields && !query.isError && (pending || query.isPending);
  return { action, event, fields, loading: loading && !(pending && !action), error: query.error };
};

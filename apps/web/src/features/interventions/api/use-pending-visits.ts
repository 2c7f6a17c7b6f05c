import { useMemo } from 'react';
import { usePendingActions, type ActionState, type PendingAction } from '../../../offline';
import { CREATE_VISIT, pendingVisits, UPDATE_VISIT, type CreateVisitBody, type UpdateVisitBody } from '../model/pending-visits';

export type PendingMark = { actionId: string; state: ActionState };

/** The queued visit changes by the id they show under: creations (pending ids) and updates. */
export const usePendingVisitMarks = (): ReadonlyMap<string, PendingMark> => {
  const all = usePendingActions();
  return useMemo(() => {
    const marks = new Map<string, PendingMark>();
    for (const a of all) {
      if (a.type === CREATE_VISIT) {
        for (const e of pendingVisits(a.id, (a as PendingAction<CreateVisitBody>).body)) marks.set(e.id, { actionId: a.id, state: a.state });
      } else if (a.type === UPDATE_VISIT) {
        marks.set((a as PendingAction<UpdateVisitBody>).body.visitId, { actionId: a.id, state: a.state });
      }
    }
    return marks;
  }, [all]);
};

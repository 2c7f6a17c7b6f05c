import type { OutboxRecord, PendingAction } from './types';

/** What the screens see of a stored record (never its key, files or user). */
export const toPending = ({
  id,
  type,
  body,
  state,
  createdAt,
  attempts,
  lastError,
}: OutboxRecord): PendingAction => ({
  id,
  type,
  body,
  state,
  createdAt,
  attempts,
  lastError,
});

/** The screens' view of records: an unchanged record keeps its object, so list items can skip re-rendering. */
export const createPendingViews = (): ((r: OutboxRecord) => PendingAction) => {
  const views = new WeakMap<OutboxRecord, PendingAction>();
  return (r) => {
    let view = views.get(r);
    if (!view) views.set(r, (view = toPending(r)));
    return view;
  };
};

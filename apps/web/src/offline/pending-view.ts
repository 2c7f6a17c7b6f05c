import type { OutboxRecord, PendingAction } from './types';
import { versionOf } from './versions';

/** What the screens see of a stored record (never its key, files or user). */
export const toPending = (r: OutboxRecord): PendingAction => ({
  id: r.id,
  type: r.type,
  version: versionOf(r),
  body: r.body,
  state: r.state,
  createdAt: r.createdAt,
  attempts: r.attempts,
  lastError: r.lastError,
  ...(r.silent ? { silent: true } : {}),
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

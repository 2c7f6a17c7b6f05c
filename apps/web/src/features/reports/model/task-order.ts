import type { TaskGroup } from '@relais/domain/rules';
import { isEmptyEntry } from './report-body';
import type { TaskEntry } from './report-values';

export type OrderedGroups = { first: TaskGroup[]; others: TaskGroup[] };

/**
 * The groups shown first: those used with this client (in the order given, most used first), then
 * those holding a task already filled in this report (reference order); `others` keeps the rest in
 * reference order. Used ids unknown to `groups` (another kind of task, an old group) are skipped.
 */
export const orderGroups = (
  groups: readonly TaskGroup[],
  usedGroupIds: readonly string[],
  entries: Readonly<Record<string, TaskEntry>>,
): OrderedGroups => {
  const byId = new Map(groups.map((g) => [g.id, g]));
  const filled = groups.filter((g) =>
    g.tasks.some((task) => {
      const entry = entries[task.id];
      return entry !== undefined && !isEmptyEntry(entry);
    }),
  );
  const firstIds = [...new Set([...usedGroupIds.filter((id) => byId.has(id)), ...filled.map((g) => g.id)])];
  const chosen = new Set(firstIds);
  return {
    first: firstIds.flatMap((id) => byId.get(id) ?? []),
    others: groups.filter((g) => !chosen.has(g.id)),
  };
};

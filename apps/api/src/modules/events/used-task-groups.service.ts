import type { ReportBody } from '@relais/domain';
import type { EventsDeps } from './events.service';

type Use = { groupId: string; position: number; reports: number; lastUsed: number };

/**
 * The task groups of the assistant's reports for one client (GET .../clients/{clientId}/taskgroups):
 * a group counts once per report holding one of its tasks (standard or premium). Most used first,
 * then most recently used, then in the reference order. 403 for a client not linked to her, 404
 * for an unknown one.
 */
export const createUsedTaskGroupsService = (deps: Pick<EventsDeps, 'repo' | 'clients'>) => ({
  usedTaskGroups: async (assistantId: string, clientId: string): Promise<{ taskGroupIds: string[] }> => {
    await deps.clients.get(assistantId, clientId);
    const rows = await deps.repo.clientReports(assistantId, clientId);
    const taskIdsOf = (c: ReportBody) =>
      [...c.reportTaskRequestList, ...c.reportPremiumTaskRequestList].map((t) => t.taskId);
    const all = [...new Set(rows.flatMap((r) => (r.content ? taskIdsOf(r.content) : [])))];
    const groupOf = new Map((await deps.repo.taskGroupsOf(all)).map((t) => [t.id, t]));
    const uses = new Map<string, Use>();
    for (const row of rows) {
      if (!row.content) continue;
      const when = row.submittedAt?.getTime() ?? 0;
      const groups = new Set(taskIdsOf(row.content).flatMap((id) => groupOf.get(id) ?? []));
      for (const g of groups) {
        const use = uses.get(g.taskGroupId) ?? {
          groupId: g.taskGroupId,
          position: g.position,
          reports: 0,
          lastUsed: 0,
        };
        use.reports += 1;
        use.lastUsed = Math.max(use.lastUsed, when);
        uses.set(g.taskGroupId, use);
      }
    }
    const ranked = [...uses.values()].sort(
      (a, b) => b.reports - a.reports || b.lastUsed - a.lastUsed || a.position - b.position,
    );
    return { taskGroupIds: ranked.map((u) => u.groupId) };
  },
});

export type UsedTaskGroupsService = ReturnType<typeof createUsedTaskGroupsService>;

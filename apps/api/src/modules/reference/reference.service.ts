import type { Expertise, Rate, TaskGroup } from '@relais/domain';
import { centsToEuros } from '../../lib/money';
import type { RateProductType, ReferenceRepository } from './reference.repository';

export const createReferenceService = (deps: { repo: ReferenceRepository }) => ({
  taskGroups: async (): Promise<TaskGroup[]> => {
    const { groups, tasks } = await deps.repo.taskGroupsWithTasks();
    return groups.map((g) => ({
      id: g.id,
      code: g.code,
      label: g.label,
      tasks: tasks
        .filter((t) => t.taskGroupId === g.id)
        .map((t) => ({ id: t.id, label: t.label, premium: t.premium })),
    }));
  },

  activeRates: async (productType?: RateProductType): Promise<Rate[]> =>
    (await deps.repo.activeRates(productType)).map((r) => ({
      id: r.id,
      productType: r.productType,
      label: r.label,
      price: centsToEuros(r.priceCents),
      packageId: r.packageId,
    })),

  expertises: async (): Promise<Expertise[]> =>
    (await deps.repo.expertises()).map((e) => ({ id: e.id, code: e.code, label: e.label })),
});

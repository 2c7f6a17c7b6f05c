import { centsToEuros, type Expertise, type Rate, type TaskGroup } from '@relais/domain';
import { labelIn, type Language } from '../../lib/language';
import type { RateProductType, ReferenceRepository } from './reference.repository';

/** Reference data in the caller's language (English labels where known, else the French ones). */
export const createReferenceService = (deps: { repo: ReferenceRepository }) => ({
  /** For other modules (dashboard): the km allowance in cents per km (package 324). */
  kmRateCents: async (): Promise<number> => deps.repo.kmRateCents(),

  taskGroups: async (lang: Language): Promise<TaskGroup[]> => {
    const { groups, tasks } = await deps.repo.taskGroupsWithTasks();
    return groups.map((g) => ({
      id: g.id,
      code: g.code,
      label: labelIn(lang, g),
      tasks: tasks
        .filter((t) => t.taskGroupId === g.id)
        .map((t) => ({ id: t.id, label: labelIn(lang, t), premium: t.premium })),
    }));
  },

  activeRates: async (lang: Language, productType?: RateProductType): Promise<Rate[]> =>
    (await deps.repo.activeRates(productType)).map((r) => ({
      id: r.id,
      productType: r.productType,
      label: labelIn(lang, r),
      price: centsToEuros(r.priceCents),
      packageId: r.packageId,
    })),

  expertises: async (lang: Language): Promise<Expertise[]> =>
    (await deps.repo.expertises())
      .map((e) => ({ id: e.id, code: e.code, label: labelIn(lang, e) }))
      .sort((a, b) => a.label.localeCompare(b.label, lang)),
});

export type ReferenceService = ReturnType<typeof createReferenceService>;

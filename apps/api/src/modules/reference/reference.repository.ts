import { and, asc, eq } from 'drizzle-orm';
import type { Rate } from '@relais/domain';
import type { Db } from '../../db/client';
import { kmRateCents } from './km-rate.read-model';
import { expertises, rates, taskGroups, tasks } from '../../db/schema/index';

export type RateProductType = Rate['productType'];

export const createReferenceRepository = (db: Db) => ({
  /** The km allowance in cents per km (package 324; the read model invoices share). */
  kmRateCents: async (): Promise<number> => kmRateCents(db),

  taskGroupsWithTasks: async () => {
    const groups = await db.select().from(taskGroups).orderBy(asc(taskGroups.position));
    const allTasks = await db.select().from(tasks).orderBy(asc(tasks.position));
    return { groups, tasks: allTasks };
  },

  activeRates: async (productType?: RateProductType) =>
    db
      .select()
      .from(rates)
      .where(
        productType
          ? and(eq(rates.active, true), eq(rates.productType, productType))
          : eq(rates.active, true),
      )
      .orderBy(asc(rates.productType), asc(rates.label)),

  expertises: async () => db.select().from(expertises).orderBy(asc(expertises.label)),
});

export type ReferenceRepository = ReturnType<typeof createReferenceRepository>;

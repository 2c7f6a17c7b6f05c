import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { HistoryWriter, HistoryWriterOn } from '../../lib/history-writer';
import {
  assistantSkills,
  availability,
  curriculum,
  folderDocuments,
  gaugeState,
  users,
} from '../../db/schema/index';

export type CurriculumRow = typeof curriculum.$inferSelect;
export type CurriculumFields = {
  title: string | null;
  summary: string | null;
  experienceYears: number | null;
  languages: string[];
};
export type GaugeRow = { lastSeenTotal: number; celebratedAt: Date | null };

/** Runs the reads at once, or one after the other (a transaction has a single connection). */
const runAll = async <T extends readonly unknown[]>(
  parallel: boolean,
  reads: { readonly [K in keyof T]: () => PromiseLike<T[K]> },
): Promise<T> => {
  if (parallel) return (await Promise.all(reads.map((r) => r()))) as unknown as T;
  const out: unknown[] = [];
  for (const read of reads) out.push(await read());
  return out as unknown as T;
};

/**
 * The queries on a handle; `parallel` is false on a transaction's handle (one connection: its
 * queries must not overlap).
 */
const queries = (h: Db, parallel = true) => ({
  /** What the completion counts, read in five small queries. */
  completionSources: async (assistantId: string) => {
    const reads = [
      () =>
        h
          .select({
            civility: users.civility,
            firstName: users.firstName,
            lastName: users.lastName,
            birthdate: users.birthdate,
            address: users.address,
            zipCode: users.zipCode,
            city: users.city,
            country: users.country,
            phone: users.phone,
            secondaryEmail: users.secondaryEmail,
          })
          .from(users)
          .where(eq(users.id, assistantId)),
      () =>
        h
          .select({ value: availability.value })
          .from(availability)
          .where(eq(availability.assistantId, assistantId)),
      () =>
        h
          .select({
            type: folderDocuments.fileType,
            status: folderDocuments.status,
            expirationDate: folderDocuments.expirationDate,
          })
          .from(folderDocuments)
          .where(eq(folderDocuments.assistantId, assistantId)),
      () =>
        h
          .select({ kind: assistantSkills.kind, grade: assistantSkills.grade })
          .from(assistantSkills)
          .where(eq(assistantSkills.assistantId, assistantId)),
      () => h.select().from(curriculum).where(eq(curriculum.assistantId, assistantId)),
    ] as const;
    const [account, cells, documents, skills, cv] = await runAll(parallel, reads);
    return { account: account[0] ?? {}, cells, documents, skills, curriculum: cv[0] ?? null };
  },

  curriculum: async (assistantId: string): Promise<CurriculumRow | null> => {
    const [row] = await h.select().from(curriculum).where(eq(curriculum.assistantId, assistantId));
    return row ?? null;
  },

  putCurriculum: async (assistantId: string, fields: CurriculumFields, now: Date): Promise<CurriculumRow> => {
    const [row] = await h
      .insert(curriculum)
      .values({ assistantId, ...fields, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: curriculum.assistantId, set: { ...fields, updatedAt: now } })
      .returning();
    if (!row) throw new Error('curriculum upsert returned nothing');
    return row;
  },

  gauge: async (userId: string): Promise<GaugeRow | null> => {
    const [row] = await h
      .select({ lastSeenTotal: gaugeState.lastSeenTotal, celebratedAt: gaugeState.celebratedAt })
      .from(gaugeState)
      .where(eq(gaugeState.userId, userId));
    return row ?? null;
  },

  /** The gauge row, created when missing, locked until the end of the transaction. */
  lockGauge: async (userId: string, now: Date): Promise<GaugeRow> => {
    await h
      .insert(gaugeState)
      .values({ userId, lastSeenTotal: 0, createdAt: now, updatedAt: now })
      .onConflictDoNothing();
    const [row] = await h
      .select({ lastSeenTotal: gaugeState.lastSeenTotal, celebratedAt: gaugeState.celebratedAt })
      .from(gaugeState)
      .where(eq(gaugeState.userId, userId))
      .for('update');
    if (!row) throw new Error('gauge row missing after insert');
    return row;
  },

  setGauge: async (userId: string, state: GaugeRow, now: Date): Promise<void> => {
    await h
      .update(gaugeState)
      .set({ ...state, updatedAt: now })
      .where(eq(gaugeState.userId, userId));
  },
});

export type ProfileQueries = ReturnType<typeof queries>;

/**
 * The completion's reads on any handle (say `inTransaction` on a transaction's: its reads then run
 * one after the other), for the seed, which computes the gauge it stores with the same rule.
 */
export const completionSourcesOn = (h: Db, opts: { inTransaction?: boolean } = {}) =>
  queries(h, !opts.inTransaction).completionSources;

export type ProfileTx = ProfileQueries & { history: HistoryWriter };

export const createProfileRepository = (db: Db, historyOn: HistoryWriterOn<Db>) => ({
  ...queries(db),
  /** Runs `fn` in one transaction with the same queries, and the history writer, bound to it. */
  transaction: async <T>(fn: (tx: ProfileTx) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => fn({ ...queries(tx, false), history: historyOn(tx) })),
});

export type ProfileRepository = ReturnType<typeof createProfileRepository>;

import { eq } from 'drizzle-orm';
import type { AccountCompletionField, Curriculum } from '@relais/domain';
import type { Db } from '../../db/client';
import type { HistoryWriter, HistoryWriterOn } from '../../lib/history-writer';
import { assistantSkills, curriculum, folderDocuments, gaugeState } from '../../db/schema/index';

export type CurriculumFields = {
  title: string | null;
  summary: string | null;
  experienceYears: number | null;
  languages: string[];
};
/** The gauge's state: the total last seen, and when the one celebration happened. */
export type GaugeState = { lastSeenTotal: number; celebratedAt: Date | null };

/**
 * What the completion reads of other modules' tables: the owners' declared read models (users'
 * account fields, availability's grid values), given by the wiring root (services.ts).
 */
export type CompletionReads = {
  accountCompletionFields: (
    h: Db,
    assistantId: string,
  ) => Promise<Partial<Record<AccountCompletionField, string | null>>>;
  availabilityValues: (h: Db, assistantId: string) => Promise<{ value: boolean }[]>;
};

export type ProfileReads = CompletionReads & { history: HistoryWriterOn<Db> };

const toCurriculum = (row: typeof curriculum.$inferSelect | undefined): Curriculum => ({
  title: row?.title ?? null,
  summary: row?.summary ?? null,
  experienceYears: row?.experienceYears ?? null,
  languages: row?.languages ?? [],
  updatedAt: row ? row.updatedAt.toISOString() : null,
});

const curriculumColumns = {
  title: curriculum.title,
  summary: curriculum.summary,
  experienceYears: curriculum.experienceYears,
  languages: curriculum.languages,
};

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
const queries = (h: Db, reads: CompletionReads, parallel = true) => ({
  /** What the completion counts, read in five small queries. */
  completionSources: async (assistantId: string) => {
    const steps = [
      () => reads.accountCompletionFields(h, assistantId),
      () => reads.availabilityValues(h, assistantId),
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
      () => h.select(curriculumColumns).from(curriculum).where(eq(curriculum.assistantId, assistantId)),
    ] as const;
    const [account, cells, documents, skills, cv] = await runAll(parallel, steps);
    return { account, cells, documents, skills, curriculum: cv[0] ?? null };
  },

  /** The assistant's curriculum (blank, never updated, when none was written). */
  curriculum: async (assistantId: string): Promise<Curriculum> => {
    const [row] = await h.select().from(curriculum).where(eq(curriculum.assistantId, assistantId));
    return toCurriculum(row);
  },

  putCurriculum: async (assistantId: string, fields: CurriculumFields, now: Date): Promise<Curriculum> => {
    const [row] = await h
      .insert(curriculum)
      .values({ assistantId, ...fields, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: curriculum.assistantId, set: { ...fields, updatedAt: now } })
      .returning();
    if (!row) throw new Error('curriculum upsert returned nothing');
    return toCurriculum(row);
  },

  gauge: async (userId: string): Promise<GaugeState | null> => {
    const [row] = await h
      .select({ lastSeenTotal: gaugeState.lastSeenTotal, celebratedAt: gaugeState.celebratedAt })
      .from(gaugeState)
      .where(eq(gaugeState.userId, userId));
    return row ?? null;
  },

  /** The gauge row, created when missing, locked until the end of the transaction. */
  lockGauge: async (userId: string, now: Date): Promise<GaugeState> => {
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

  setGauge: async (userId: string, state: GaugeState, now: Date): Promise<void> => {
    await h
      .update(gaugeState)
      .set({ ...state, updatedAt: now })
      .where(eq(gaugeState.userId, userId));
  },
});

export type ProfileQueries = ReturnType<typeof queries>;

/** The completion's read of one assistant: what computeCompletion counts. */
export type CompletionSources = ProfileQueries['completionSources'];

/**
 * The completion's reads on any handle (say `inTransaction` on a transaction's: its reads then run
 * one after the other), for the seed, which computes the gauge it stores with the same rule.
 */
export const completionSourcesOn = (
  h: Db,
  reads: CompletionReads,
  opts: { inTransaction?: boolean } = {},
): CompletionSources => queries(h, reads, !opts.inTransaction).completionSources;

export type ProfileTx = ProfileQueries & { history: HistoryWriter };

export const createProfileRepository = (db: Db, reads: ProfileReads) => ({
  ...queries(db, reads),
  /** Runs `fn` in one transaction with the same queries, and the history writer, bound to it. */
  transaction: async <T>(fn: (tx: ProfileTx) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => fn({ ...queries(tx, reads, false), history: reads.history(tx) })),
});

export type ProfileRepository = ReturnType<typeof createProfileRepository>;

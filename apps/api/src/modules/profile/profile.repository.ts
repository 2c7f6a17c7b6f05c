import { eq } from 'drizzle-orm';
import type { AccountCompletionField, Curriculum, FileUsage, StoredFileInfo } from '@relais/domain';
import type { Db } from '../../db/client';
import type { HistoryWriter, HistoryWriterOn } from '../../lib/history-writer';
import { assistantCv, assistantSkills, curriculum, folderDocuments, gaugeState } from '../../db/schema/index';
import { readAll } from '../../db/read-all';

export type CurriculumFields = {
  title: string | null;
  summary: string | null;
  experienceYears: number | null;
  languages: string[];
};
/** A file as the files module's read model gives it: what the CV shows and checks (whose, live). */
export type CvFileFacts = StoredFileInfo & { ownerId: string; deletedAt: Date | null };
/** The assistant's CV row: which file, under which name, since when. */
export type CvRow = { fileId: string; name: string; updatedAt: Date };

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
  /** The files module's files by id (the CV's, to know it is still live). */
  filesByIds: (h: Db, ids: readonly string[]) => Promise<CvFileFacts[]>;
};

export type ProfileReads = CompletionReads & {
  history: HistoryWriterOn<Db>;
  /** The files module's live files of an owner and usage, uploaded no later than a date. */
  liveFileIdsOfUsage: (h: Db, ownerId: string, usage: FileUsage, until: Date) => Promise<string[]>;
};

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

const cvColumns = { fileId: assistantCv.fileId, name: assistantCv.name, updatedAt: assistantCv.updatedAt };

/** Whether the CV row points to a live file (one deleted through DELETE /files no longer counts). */
const liveCv = async (h: Db, reads: CompletionReads, row: CvRow | undefined): Promise<boolean> => {
  if (!row) return false;
  const [file] = await reads.filesByIds(h, [row.fileId]);
  return Boolean(file && file.deletedAt === null);
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
      async () => {
        const [row] = await h
          .select(cvColumns)
          .from(assistantCv)
          .where(eq(assistantCv.assistantId, assistantId));
        return liveCv(h, reads, row);
      },
    ] as const;
    const [account, cells, documents, skills, cv, hasCv] = await readAll(parallel, steps);
    return { account, cells, documents, skills, curriculum: cv[0] ?? null, hasCv };
  },

  /** The assistant's CV row (null when none was sent). */
  cv: async (assistantId: string): Promise<CvRow | null> => {
    const [row] = await h.select(cvColumns).from(assistantCv).where(eq(assistantCv.assistantId, assistantId));
    return row ?? null;
  },

  files: async (ids: readonly string[]): Promise<CvFileFacts[]> => reads.filesByIds(h, ids),

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

/** The CV's writes: only the module's own repository makes them (the seed needs only the reads). */
const cvWrites = (h: Db, reads: ProfileReads) => ({
  /**
   * Makes `fileId` the CV, under `name`; answers the file it replaces (null when none). The
   * current row is locked first, so two replacements one after the other each see their previous.
   */
  setCv: async (assistantId: string, fileId: string, name: string, now: Date): Promise<string | null> => {
    const [before] = await h
      .select({ fileId: assistantCv.fileId })
      .from(assistantCv)
      .where(eq(assistantCv.assistantId, assistantId))
      .for('update');
    await h
      .insert(assistantCv)
      .values({ assistantId, fileId, name, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: assistantCv.assistantId, set: { fileId, name, updatedAt: now } });
    return before?.fileId ?? null;
  },

  /** The owner's live CV files uploaded no later than `until`. */
  liveCvFileIds: async (ownerId: string, until: Date): Promise<string[]> =>
    reads.liveFileIdsOfUsage(h, ownerId, 'CV', until),
});

export type ProfileQueries = ReturnType<typeof queries> & ReturnType<typeof cvWrites>;

/** The completion's read of one assistant: what computeCompletion counts. */
export type CompletionSources = ReturnType<typeof queries>['completionSources'];

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
  ...cvWrites(db, reads),
  /** Runs `fn` in one transaction with the same queries, and the history writer, bound to it. */
  transaction: async <T>(fn: (tx: ProfileTx) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) =>
      fn({ ...queries(tx, reads, false), ...cvWrites(tx, reads), history: reads.history(tx) }),
    ),
});

export type ProfileRepository = ReturnType<typeof createProfileRepository>;

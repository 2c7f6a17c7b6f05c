import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { SkillKind } from '@relais/domain';
import type { Db } from '../../db/client';
import {
  assistantExpertises,
  assistantSkillSaves,
  assistantSkills,
  prospectSkillLinks,
} from '../../db/schema/index';
import type { HistoryWriter, HistoryWriterOn } from '../../lib/history-writer';

/** What the skills module reads and writes of the users module (services.ts gives them). */
export type SkillsReads = {
  history: HistoryWriterOn<Db>;
  recruitmentStatusOf: (h: Db, userId: string) => Promise<string | null | undefined>;
  clearExpertiseWarning: (h: Db, userId: string, now: Date) => Promise<void>;
};

export type StoredSkill = { kind: SkillKind; label: string; grade: number | null; updatedAt: Date };
export type SkillsLinkRow = { assistantId: string; expiresAt: Date; recruitmentStatus: string | null };

const queries = (h: Db, reads: SkillsReads) => ({
  skills: async (assistantId: string): Promise<StoredSkill[]> =>
    h
      .select({
        kind: assistantSkills.kind,
        label: assistantSkills.label,
        grade: assistantSkills.grade,
        updatedAt: assistantSkills.updatedAt,
      })
      .from(assistantSkills)
      .where(eq(assistantSkills.assistantId, assistantId)),

  /** When the list was last saved (null: never saved through the API, e.g. seeded rows only). */
  skillsSavedAt: async (assistantId: string): Promise<Date | null> => {
    const [row] = await h
      .select({ at: assistantSkillSaves.updatedAt })
      .from(assistantSkillSaves)
      .where(eq(assistantSkillSaves.assistantId, assistantId));
    return row?.at ?? null;
  },

  replaceSkills: async (
    assistantId: string,
    skills: readonly { kind: SkillKind; label: string; grade: number | null }[],
    now: Date,
  ): Promise<void> => {
    await h.delete(assistantSkills).where(eq(assistantSkills.assistantId, assistantId));
    // an empty list is a save too: its time is kept apart from the (then absent) rows
    await h
      .insert(assistantSkillSaves)
      .values({ assistantId, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: assistantSkillSaves.assistantId, set: { updatedAt: now } });
    if (skills.length === 0) return;
    await h.insert(assistantSkills).values(
      skills.map((s) => ({
        id: randomUUID(),
        assistantId,
        ...s,
        createdAt: now,
        updatedAt: now,
      })),
    );
  },

  expertiseIds: async (assistantId: string): Promise<string[]> =>
    (
      await h
        .select({ id: assistantExpertises.expertiseId })
        .from(assistantExpertises)
        .where(eq(assistantExpertises.assistantId, assistantId))
        .orderBy(asc(assistantExpertises.expertiseId))
    ).map((r) => r.id),

  replaceExpertises: async (assistantId: string, ids: readonly string[], now: Date): Promise<void> => {
    await h.delete(assistantExpertises).where(eq(assistantExpertises.assistantId, assistantId));
    if (ids.length === 0) return;
    await h
      .insert(assistantExpertises)
      .values(ids.map((expertiseId) => ({ assistantId, expertiseId, createdAt: now, updatedAt: now })));
  },

  recruitmentStatusOf: async (userId: string) => reads.recruitmentStatusOf(h, userId),
  clearExpertiseWarning: async (userId: string, now: Date) => reads.clearExpertiseWarning(h, userId, now),

  /** The link of a token hash, with its prospect's recruitment status; null when unknown. */
  link: async (tokenHash: string): Promise<SkillsLinkRow | null> => {
    const [row] = await h
      .select({ assistantId: prospectSkillLinks.assistantId, expiresAt: prospectSkillLinks.expiresAt })
      .from(prospectSkillLinks)
      .where(eq(prospectSkillLinks.tokenHash, tokenHash));
    if (!row) return null;
    const recruitmentStatus = (await reads.recruitmentStatusOf(h, row.assistantId)) ?? null;
    return { ...row, recruitmentStatus };
  },

  /** Stores a new link for the prospect; her earlier links stop working. */
  replaceLink: async (assistantId: string, tokenHash: string, expiresAt: Date, now: Date): Promise<void> => {
    await h.delete(prospectSkillLinks).where(eq(prospectSkillLinks.assistantId, assistantId));
    await h
      .insert(prospectSkillLinks)
      .values({ tokenHash, assistantId, expiresAt, createdAt: now, updatedAt: now });
  },
});

export type SkillsTx = ReturnType<typeof queries> & { history: HistoryWriter };

export const createSkillsRepository = (db: Db, reads: SkillsReads) => ({
  ...queries(db, reads),
  /** Runs `fn` in one transaction with the same queries, and the history writer, bound to it. */
  transaction: async <T>(fn: (tx: SkillsTx) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => fn({ ...queries(tx, reads), history: reads.history(tx) })),
});

export type SkillsRepository = ReturnType<typeof createSkillsRepository>;

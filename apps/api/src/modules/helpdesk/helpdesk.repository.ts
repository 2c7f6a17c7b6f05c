import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { helpdeskTokens } from '../../db/schema/index';

export type HelpdeskUser = { id: string; loginEmail: string; role: 'ASSISTANT' | 'STAFF' | 'CLIENT' };

/** A helpdesk link as stored (its hash only), once used. */
export type UsedHelpdeskToken = { userId: string; actorId: string; expiresAt: Date };

export const createHelpdeskRepository = (
  db: Db,
  reads: { helpdeskUserOf: (h: Db, userId: string) => Promise<HelpdeskUser | null> },
) => ({
  userOf: (userId: string): Promise<HelpdeskUser | null> => reads.helpdeskUserOf(db, userId),

  insertToken: async (t: {
    tokenHash: string;
    userId: string;
    actorId: string;
    expiresAt: Date;
    now: Date;
  }): Promise<void> => {
    await db.insert(helpdeskTokens).values({
      tokenHash: t.tokenHash,
      userId: t.userId,
      actorId: t.actorId,
      expiresAt: t.expiresAt,
      createdAt: t.now,
      updatedAt: t.now,
    });
  },

  /**
   * Marks the link used and answers it, atomically: null when it is unknown or already used (two
   * exchanges at once: only one gets it). Expiry and login are checked by the service afterwards,
   * so a wrong or late attempt burns the link too.
   */
  useToken: async (tokenHash: string, now: Date): Promise<UsedHelpdeskToken | null> => {
    const [row] = await db
      .update(helpdeskTokens)
      .set({ usedAt: now, updatedAt: now })
      .where(and(eq(helpdeskTokens.tokenHash, tokenHash), isNull(helpdeskTokens.usedAt)))
      .returning({
        userId: helpdeskTokens.userId,
        actorId: helpdeskTokens.actorId,
        expiresAt: helpdeskTokens.expiresAt,
      });
    return row ?? null;
  },
});

export type HelpdeskRepository = ReturnType<typeof createHelpdeskRepository>;

import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Feedback } from '@relais/domain';
import type { Db } from '../../db/client';
import { feedback, users } from '../../db/schema/index';

const toFeedback = (row: {
  id: string;
  userId: string;
  loginEmail: string;
  text: string;
  route: string;
  createdAt: Date;
}): Feedback => ({ ...row, createdAt: row.createdAt.toISOString() });

const columns = {
  id: feedback.id,
  userId: feedback.userId,
  loginEmail: users.loginEmail,
  text: feedback.text,
  route: feedback.route,
  createdAt: feedback.createdAt,
};

export const createFeedbackRepository = (db: Db) => ({
  insert: async (f: { userId: string; text: string; route: string; now: Date }): Promise<Feedback> => {
    const id = randomUUID();
    await db.insert(feedback).values({
      id,
      userId: f.userId,
      text: f.text,
      route: f.route,
      createdAt: f.now,
      updatedAt: f.now,
    });
    const [row] = await db
      .select(columns)
      .from(feedback)
      .innerJoin(users, eq(users.id, feedback.userId))
      .where(eq(feedback.id, id));
    if (!row) throw new Error('feedback row missing after insert');
    return toFeedback(row);
  },

  newest: async (limit: number): Promise<Feedback[]> => {
    const rows = await db
      .select(columns)
      .from(feedback)
      .innerJoin(users, eq(users.id, feedback.userId))
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(limit);
    return rows.map(toFeedback);
  },
});

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;

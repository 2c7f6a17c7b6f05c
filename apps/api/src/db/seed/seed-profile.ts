import { randomUUID } from 'node:crypto';
import { businessDate, type Completion } from '@relais/domain';
import type { Db } from '../client';
import { assistantSkills, curriculum, folderDocuments, gaugeState, users } from '../schema/index';
import { eq } from 'drizzle-orm';
import type { SeededPeople } from './seed-people';

/** The profile module's completion rule on a handle, given by the wiring root (see `SeedDeps`). */
export type CompletionReader = (
  db: Db,
  assistantId: string,
  now: Date,
  opts: { inTransaction?: boolean },
) => Promise<Completion>;

/**
 * The demo's profile, so that its completion gauge sits in (0, 75] and ONE full curriculum PUT takes
 * it above 75: account 100 (seed-people), availability 100 (seed-activity), file 5 of 8 = 63,
 * skills 2 of 4 kinds = 50, curriculum 1 of 5 (title; the CV is the fifth) = 20; total
 * (63+50+100+100+20)/5 = 66.6 -> 67. With the four curriculum fields of one PUT (no CV):
 * (63+50+100+100+80)/5 = 78.6 -> 79.
 */
export const seedProfile = async (
  db: Db,
  now: Date,
  people: SeededPeople,
  completionOf: CompletionReader,
) => {
  const [demo] = await db
    .select({ insurance: users.proInsuranceLimitDate })
    .from(users)
    .where(eq(users.id, people.demoId));
  const doc = (
    fileType: string,
    status: 'PENDING' | 'VALIDATED' | 'REJECTED',
    expirationDate: string | null = null,
  ) => ({
    id: randomUUID(),
    assistantId: people.demoId,
    fileType,
    status,
    expirationDate,
  });
  await db.insert(folderDocuments).values([
    // validated bank details in force (a valid French IBAN; the file shows its last four characters)
    { ...doc('BANK_DETAILS', 'VALIDATED'), iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' },
    doc('SIGNED_CONTRACT', 'VALIDATED'),
    doc('INSEE_CARD', 'VALIDATED'),
    doc('PROFESSIONAL_INSURANCE', 'VALIDATED', demo?.insurance ?? null),
    doc('IDENTITY_DOCUMENT', 'PENDING', businessDate(new Date(now.getTime() + 3 * 365 * 86_400_000))),
    // does not count: rejected, and "other files" is not one of the eight
    doc('CRIMINAL_RECORD', 'REJECTED'),
    doc('OTHER', 'VALIDATED'),
  ]);
  const skill = (kind: 'lang' | 'computer' | 'job' | 'other', label: string, grade: number | null) => ({
    id: randomUUID(),
    assistantId: people.demoId,
    kind,
    label,
    grade,
  });
  await db.insert(assistantSkills).values([
    skill('lang', 'Anglais', 4),
    skill('lang', 'Espagnol', 2),
    skill('computer', 'Tableur', 5),
    skill('computer', 'Traitement de texte', 4),
    // not graded yet: the job kind does not count
    skill('job', 'Comptabilité', null),
  ]);
  await db.insert(curriculum).values({
    assistantId: people.demoId,
    title: 'Assistante administrative indépendante',
    summary: null,
    experienceYears: null,
    languages: [],
    createdAt: now,
    updatedAt: now,
  });
  const completion = await completionOf(db, people.demoId, now, { inTransaction: true });
  await db.insert(gaugeState).values({
    userId: people.demoId,
    lastSeenTotal: completion.total,
    createdAt: now,
    updatedAt: now,
  });
};

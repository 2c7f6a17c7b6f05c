import { randomUUID } from 'node:crypto';
import type { Db } from '../client';
import { folderDocuments } from '../schema/index';
import type { SeededPeople } from './seed-people';

/**
 * The prospect's recruitment so far (seed-people: IN_PROGRESS, APPLIED before): her identity
 * document sent and awaiting the provider's check, every other step to do. What the steps give
 * (one step done) is the status she is seeded with, so reading her steps moves nothing.
 */
export const seedRecruitment = async (db: Db, now: Date, people: SeededPeople): Promise<void> => {
  await db.insert(folderDocuments).values({
    id: randomUUID(),
    assistantId: people.prospectId,
    fileType: 'IDENTITY_DOCUMENT',
    status: 'PENDING',
    createdAt: now,
    updatedAt: now,
  });
};

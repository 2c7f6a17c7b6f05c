import { and, eq, isNull, lte } from 'drizzle-orm';
import type { FileUsage } from '@relais/domain';
import type { Db } from '../../db/client';
import { files } from '../../db/schema/index';

/**
 * The files module's read for the curriculum's CV (given to the profile repository by the wiring
 * root, services.ts): the ids of an owner's live files of one usage uploaded no later than `until`,
 * so that replacing the CV also removes the CV files left unlinked by abandoned attempts.
 */
export const liveFileIdsOfUsage = async (
  h: Db,
  ownerId: string,
  usage: FileUsage,
  until: Date,
): Promise<string[]> =>
  (
    await h
      .select({ id: files.id })
      .from(files)
      .where(
        and(
          eq(files.ownerId, ownerId),
          eq(files.usage, usage),
          isNull(files.deletedAt),
          lte(files.createdAt, until),
        ),
      )
  ).map((r) => r.id);

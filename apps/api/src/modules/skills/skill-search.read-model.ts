import { and, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { foldedContains } from '../../db/search-fold';
import { assistantExpertises, assistantSkills, expertises } from '../../db/schema/index';

/**
 * The skills module's read for the console's directory (issue 29): whether the assistant named by
 * `assistantId` (an outer query's column) has a skill, or an expertise (French or English label),
 * containing the folded `key`. One correlated EXISTS each, on the per-assistant indexes.
 */
export const skillOrExpertiseMatches = (assistantId: SQLWrapper, key: string): SQL =>
  or(
    sql`EXISTS (SELECT 1 FROM ${assistantSkills} WHERE ${and(
      eq(assistantSkills.assistantId, assistantId),
      foldedContains(assistantSkills.label, key),
    )})`,
    sql`EXISTS (SELECT 1 FROM ${assistantExpertises} JOIN ${expertises} ON ${eq(
      expertises.id,
      assistantExpertises.expertiseId,
    )} WHERE ${and(
      eq(assistantExpertises.assistantId, assistantId),
      or(foldedContains(expertises.label, key), foldedContains(expertises.labelEn, key)),
    )})`,
  ) as SQL;

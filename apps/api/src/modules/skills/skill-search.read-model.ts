import { eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { foldedContains, keyContains } from '../../db/search-fold';
import { assistantExpertises, assistantSkills, expertises } from '../../db/schema/index';

/**
 * The skills module's read for the console's directory (issue 29): whether the assistant named by
 * `assistantId` (an outer query's column) has a skill, or an expertise (French or English label),
 * containing the folded `key` (skills' labels kept folded by the database; the expertises are a
 * short reference list, folded as read). Written as `IN (subquery)`: inside the directory's OR the database
 * hashes each subquery once instead of probing it per assistant.
 */
export const skillOrExpertiseMatches = (assistantId: SQLWrapper, key: string): SQL =>
  or(
    sql`${assistantId} IN (SELECT ${assistantSkills.assistantId} FROM ${assistantSkills} WHERE ${keyContains(
      assistantSkills.labelKey,
      key,
    )})`,
    sql`${assistantId} IN (SELECT ${assistantExpertises.assistantId} FROM ${assistantExpertises} JOIN ${expertises} ON ${eq(
      expertises.id,
      assistantExpertises.expertiseId,
    )} WHERE ${or(foldedContains(expertises.label, key), foldedContains(expertises.labelEn, key))})`,
  ) as SQL;

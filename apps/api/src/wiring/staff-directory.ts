import type { Clock } from '@relais/domain';
import type { Db } from '../db/client';
import { createStaffDirectoryRepository } from '../modules/assistants/staff-directory.repository';
import { createStaffDirectoryService } from '../modules/assistants/staff-directory.service';
import { reportsWaitingCounts, reportsWaitingExists } from '../modules/events/reports-waiting.read-model';
import { skillOrExpertiseMatches } from '../modules/skills/skill-search.read-model';

/** The console's assistants directory: the users' rows, the skills' search and the reports owed. */
export const buildStaffDirectory = (db: Db, deps: { clock: Clock }) =>
  createStaffDirectoryService({
    repo: createStaffDirectoryRepository(db, {
      skillOrExpertiseMatches,
      reportsWaitingExists,
      reportsWaitingCounts,
    }),
    clock: deps.clock,
  });

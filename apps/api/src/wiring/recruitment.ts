import type { Clock } from '@relais/domain';
import type { Db } from '../db/client';
import { availabilityValues } from '../modules/availability/availability-values.read-model';
import { filesByIds } from '../modules/files/event-files.read-model';
import { folderDocumentRows, sendFolderDocument } from '../modules/folder/folder-documents.read-model';
import { historyWriterOn } from '../modules/history/history.repository';
import { completionSourcesOn } from '../modules/profile/profile.repository';
import { readCompletion } from '../modules/profile/profile.service';
import { createRecruitmentRepository } from '../modules/recruitment/recruitment.repository';
import { createRecruitmentService } from '../modules/recruitment/recruitment.service';
import type { ReferenceService } from '../modules/reference/reference.service';
import { createSkillsRepository } from '../modules/skills/skills.repository';
import { createSkillsService } from '../modules/skills/skills.service';
import { accountCompletionFields } from '../modules/users/account-completion.read-model';
import { recruitmentFactsOf, setRecruitmentStatus } from '../modules/users/recruitment-facts.read-model';
import { clearExpertiseWarning, recruitmentStatusOf } from '../modules/users/skills-facts.read-model';
import type { Audit } from '../plugins/types';

/** What the profile's completion reads of the users, availability and files modules. */
export const completionReads = { accountCompletionFields, availabilityValues, filesByIds };

/** The profile's completion rule on a handle (the pool or a transaction), as recruitment and the seed read it. */
export const completionOn = (h: Db, assistantId: string, now: Date, opts: { inTransaction?: boolean }) =>
  readCompletion(completionSourcesOn(h, completionReads, opts), assistantId, now);

/** Skills (the prospect's link, her skills and expertises) and recruitment (its steps and decision). */
export const buildRecruitmentServices = (
  db: Db,
  deps: { reference: ReferenceService; clock: Clock; audit: Audit },
) => ({
  skills: createSkillsService({
    repo: createSkillsRepository(db, {
      history: historyWriterOn,
      recruitmentStatusOf,
      clearExpertiseWarning,
    }),
    ...deps,
  }),
  recruitment: createRecruitmentService({
    repo: createRecruitmentRepository(db, {
      history: historyWriterOn,
      recruitmentFactsOf,
      setRecruitmentStatus,
      folderDocumentRows,
      sendFolderDocument,
      filesByIds,
      completion: completionOn,
    }),
    clock: deps.clock,
    audit: deps.audit,
  }),
});

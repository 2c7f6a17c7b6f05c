import type { FolderDocumentStatus } from '../completion/completion.rules';
import type { FieldError } from '../errors/error.schema';
import { folderTypeIsPdfOnly, type FolderFileType, type FolderState } from '../folder/folder.rules';

/**
 * Recruitment statuses, a closed list (spec 3 `recruitmentStatus`; values are Relais' own):
 * APPLIED (nothing sent yet) -> IN_PROGRESS (some steps done) -> COMPLETE (every step done, the
 * provider's team checks the file) -> RECRUITED or REFUSED (staff decide). A user whose status is
 * null never went through recruitment in Relais (assistants recruited before).
 */
export const RECRUITMENT_STATUSES = ['APPLIED', 'IN_PROGRESS', 'COMPLETE', 'RECRUITED', 'REFUSED'] as const;
export type RecruitmentStatus = (typeof RECRUITMENT_STATUSES)[number];

export const isRecruitmentStatus = (value: string | null): value is RecruitmentStatus =>
  value !== null && (RECRUITMENT_STATUSES as readonly string[]).includes(value);

/**
 * Recruitment statuses after which a prospect is no longer in recruitment (spec 6: only a prospect
 * in recruitment may use the skills link). Any other non-null status means in recruitment.
 */
export const RECRUITMENT_ENDED_STATUSES = ['RECRUITED', 'REFUSED'] as const;

/** The one rule of "in recruitment": a status is set and is not a final one (skills link, steps, screen). */
export const isInRecruitment = (recruitmentStatus: string | null): boolean =>
  recruitmentStatus !== null &&
  recruitmentStatus.trim() !== '' &&
  !(RECRUITMENT_ENDED_STATUSES as readonly string[]).includes(recruitmentStatus);

/**
 * The documents a new assistant sends on the recruitment page itself, typed as the administrative
 * file's documents (they ARE her file's documents: once recruited she finds them there). What a
 * French staffing provider checks before a first mission: who she is (identity document), that she
 * may work with clients' data and premises (criminal record extract, bulletin n°3), her level (last
 * diploma) and that she is a registered freelancer (registration certificate, SIRET / URSSAF).
 */
export const RECRUITMENT_DOCUMENT_STEPS = [
  'IDENTITY_DOCUMENT',
  'CRIMINAL_RECORD',
  'LAST_DIPLOMA',
  'REGISTRATION_CERTIFICATE',
] as const satisfies readonly FolderFileType[];
export type RecruitmentDocumentStep = (typeof RECRUITMENT_DOCUMENT_STEPS)[number];

/**
 * The steps completed in another profile area, each read from where it is kept: the bank details
 * (a document of the file with its IBAN and BIC, checked there), her skills (at least one graded
 * skill), her availability (at least one available half-day declared) and her curriculum (title,
 * summary, years of experience and a language: the curriculum area of the completion gauge full).
 */
export const RECRUITMENT_PROFILE_STEPS = ['BANK_DETAILS', 'SKILLS', 'AVAILABILITY', 'CURRICULUM'] as const;
export type RecruitmentProfileStep = (typeof RECRUITMENT_PROFILE_STEPS)[number];

/** Every step, in the order the page lists them. */
export const RECRUITMENT_STEPS = [...RECRUITMENT_DOCUMENT_STEPS, ...RECRUITMENT_PROFILE_STEPS] as const;
export type RecruitmentStep = (typeof RECRUITMENT_STEPS)[number];

export const isRecruitmentDocumentStep = (value: string): value is RecruitmentDocumentStep =>
  (RECRUITMENT_DOCUMENT_STEPS as readonly string[]).includes(value);

/** Where a step completed elsewhere is completed (the app's route). */
export const RECRUITMENT_STEP_PATHS: Readonly<Record<RecruitmentProfileStep, string>> = {
  BANK_DETAILS: '/user/file',
  SKILLS: '/user/skills',
  AVAILABILITY: '/user/availability',
  CURRICULUM: '/user/curriculum',
};

/** Whether a step's document must be a PDF: the administrative file's rule for that type. */
export const recruitmentStepIsPdfOnly = (step: RecruitmentDocumentStep): boolean => folderTypeIsPdfOnly(step);

/**
 * A step's state: TODO (nothing yet, or a document expired), SENT (a document awaiting the
 * provider's check), VALIDATED or REFUSED (staff decided on the document), DONE (a profile step
 * filled in: staff do not review skills, availability or a curriculum one by one).
 */
export const RECRUITMENT_STEP_STATES = ['TODO', 'SENT', 'VALIDATED', 'REFUSED', 'DONE'] as const;
export type RecruitmentStepState = (typeof RECRUITMENT_STEP_STATES)[number];

/** A step counts as done once sent, validated or filled in (a refused document is to send again). */
export const stepIsDone = (state: RecruitmentStepState): boolean =>
  state === 'SENT' || state === 'VALIDATED' || state === 'DONE';

/** A document step's state from its document in the administrative file (`folderStateOf`, its status). */
export const documentStepState = (
  folderState: FolderState,
  status: FolderDocumentStatus | null,
): RecruitmentStepState => {
  switch (folderState) {
    case 'MISSING':
    case 'EXPIRED':
      return 'TODO';
    case 'REFUSED':
      return 'REFUSED';
    case 'EXPIRING_SOON':
      return status === 'VALIDATED' ? 'VALIDATED' : 'SENT';
    default:
      return folderState;
  }
};

/** The status the steps give (nothing done, some done, all done). */
export const statusFromSteps = (states: readonly RecruitmentStepState[]): RecruitmentStatus => {
  const done = states.filter(stepIsDone).length;
  if (states.length > 0 && done === states.length) return 'COMPLETE';
  return done > 0 ? 'IN_PROGRESS' : 'APPLIED';
};

/**
 * Where completing (or losing) steps moves the status: in recruitment, to what the steps give (a
 * document refused after COMPLETE brings it back to IN_PROGRESS), never back to APPLIED once she
 * went past it (her only sent document refused: still IN_PROGRESS); a final status (RECRUITED,
 * REFUSED) or no status at all never moves by steps.
 */
export const nextRecruitmentStatus = (
  current: string | null,
  states: readonly RecruitmentStepState[],
): string | null => {
  if (!isInRecruitment(current)) return current;
  const next = statusFromSteps(states);
  return next === 'APPLIED' && current !== 'APPLIED' ? 'IN_PROGRESS' : next;
};

/** Staff's decision at the end of recruitment. */
export const RECRUITMENT_DECISIONS = ['RECRUITED', 'REFUSED'] as const;
export type RecruitmentDecision = (typeof RECRUITMENT_DECISIONS)[number];

/**
 * Whether staff may decide: only on a prospect in recruitment (`not_in_recruitment`); RECRUITED
 * only once every step is done and every document (the four sent here and the bank details) is
 * validated (`recruitment_incomplete`). REFUSED may end a recruitment at any step.
 */
export const recruitmentDecisionErrors = (
  current: string | null,
  steps: readonly { step: RecruitmentStep; state: RecruitmentStepState }[],
  decision: RecruitmentDecision,
): FieldError[] => {
  if (!isInRecruitment(current)) return [{ errorCode: 'not_in_recruitment', field: 'decision' }];
  if (decision === 'REFUSED') return [];
  const ready = steps.every((s) => s.state === 'VALIDATED' || s.state === 'DONE');
  return ready ? [] : [{ errorCode: 'recruitment_incomplete', field: 'decision' }];
};

/** Steps that are still the assistant's to do (to send, or a refused document to send again). */
export const stepsToComplete = <S extends { state: RecruitmentStepState }>(steps: readonly S[]): S[] =>
  steps.filter((s) => s.state === 'TODO' || s.state === 'REFUSED');

import {
  isRecruitmentDocumentStep,
  RECRUITMENT_PROFILE_STEPS,
  stepIsDone,
  type Recruitment,
  type RecruitmentDocumentStep,
  type RecruitmentProfileStep,
  type RecruitmentStatus,
  type RecruitmentStepView,
} from '@relais/domain/rules';

/** What a step shows: its state, or that a document of it waits in the outbox or was refused there. */
export type StepDisplay = RecruitmentStepView['state'] | 'PENDING' | 'PARKED';

/** A queued send of a document, as the outbox gives it. */
export type QueuedSend = {
  id: string;
  state: 'waiting' | 'sending' | 'parked';
  body: { step: string };
  lastError: { message: string } | null;
};

export type StepRow = RecruitmentStepView & {
  display: StepDisplay;
  /** The document this step sends from the page (null: completed in another area). */
  documentStep: RecruitmentDocumentStep | null;
  /** The profile area step, completed at `path` (null: a document sent here). */
  profileStep: RecruitmentProfileStep | null;
  /** A document may be sent (or sent again) from the page: not validated, nothing waiting. */
  canSend: boolean;
  /** The queued send refused by the server, to correct by picking another file. */
  parked: { actionId: string; message: string } | null;
};

export type RecruitmentView =
  /** Not in recruitment (recruited, refused, or never): nothing to complete. */
  | { kind: 'closed'; status: RecruitmentStatus | 'NONE' }
  | {
      kind: 'open';
      status: RecruitmentStatus;
      /** To do, refused, waiting in the outbox or refused there: what still needs her. */
      toComplete: StepRow[];
      /** Sent, validated or filled in. */
      done: StepRow[];
      doneCount: number;
      total: number;
    };

const rowOf = (step: RecruitmentStepView, queued: QueuedSend | undefined): StepRow => {
  const parked =
    queued?.state === 'parked' ? { actionId: queued.id, message: queued.lastError?.message ?? '' } : null;
  const display: StepDisplay = queued ? (parked ? 'PARKED' : 'PENDING') : step.state;
  const documentStep = step.kind === 'DOCUMENT' && isRecruitmentDocumentStep(step.step) ? step.step : null;
  const profileStep = RECRUITMENT_PROFILE_STEPS.find((p) => p === step.step) ?? null;
  return {
    ...step,
    display,
    parked,
    documentStep,
    profileStep,
    canSend: documentStep !== null && display !== 'VALIDATED' && display !== 'PENDING',
  };
};

/**
 * The page's view of the steps (`queued`: the outbox's sends of this user, oldest first; the last
 * one of a step wins). A step waiting in the outbox is shown as such until the server answers, so
 * nothing sent offline looks lost; the status is the server's.
 */
export const recruitmentView = (r: Recruitment, queued: readonly QueuedSend[]): RecruitmentView => {
  if (!r.inRecruitment || r.status === null) return { kind: 'closed', status: r.status ?? 'NONE' };
  const rows = r.steps.map((s) => rowOf(s, queued.filter((q) => q.body.step === s.step).at(-1)));
  const isDone = (row: StepRow) =>
    row.display !== 'PENDING' && row.display !== 'PARKED' && stepIsDone(row.display);
  return {
    kind: 'open',
    status: r.status,
    toComplete: rows.filter((row) => !isDone(row)),
    done: rows.filter(isDone),
    doneCount: r.steps.filter((s) => stepIsDone(s.state)).length,
    total: r.steps.length,
  };
};

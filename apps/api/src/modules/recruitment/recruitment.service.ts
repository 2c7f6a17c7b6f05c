import {
  businessDate,
  documentStepState,
  folderStateOf,
  isInRecruitment,
  isRecruitmentDocumentStep,
  isRecruitmentStatus,
  nextRecruitmentStatus,
  RECRUITMENT_STEP_PATHS,
  RECRUITMENT_STEPS,
  recruitmentDecisionErrors,
  recruitmentStepIsPdfOnly,
  type Clock,
  type Completion,
  type HistoryEventType,
  type Recruitment,
  type RecruitmentDecisionBody,
  type RecruitmentDocumentStep,
  type RecruitmentStatus,
  type RecruitmentStep,
  type RecruitmentStepView,
} from '@relais/domain';
import { notFound, ruleFailure } from '../../plugins/app-error';
import type { Audit } from '../../plugins/types';
import { toFileInfo } from '../files/files.service';
import { documentFileErrors, replaceableUntil } from '../folder/folder.service';
import type {
  RecruitmentDocumentRow,
  RecruitmentFacts,
  RecruitmentFile,
  RecruitmentQueries,
  RecruitmentRepository,
  RecruitmentTx,
} from './recruitment.repository';

export type StaffActor = { userId: string; ip: string };

const liveFile = (f: RecruitmentFile | undefined): RecruitmentStepView['file'] =>
  f && f.deletedAt === null ? toFileInfo(f) : null;

/** A profile step's state from the completion (skills, availability, curriculum areas). */
const profileStepDone = (step: 'SKILLS' | 'AVAILABILITY' | 'CURRICULUM', c: Completion): boolean =>
  step === 'SKILLS' ? c.skills > 0 : step === 'AVAILABILITY' ? c.availability === 100 : c.curriculum === 100;

/** One step as the assistant sees it, from the file's documents and the completion. */
const stepView = (
  step: RecruitmentStep,
  rows: readonly RecruitmentDocumentRow[],
  files: readonly RecruitmentFile[],
  completion: Completion,
  today: string,
): RecruitmentStepView => {
  if (step === 'SKILLS' || step === 'AVAILABILITY' || step === 'CURRICULUM') {
    return {
      step,
      kind: 'PROFILE',
      state: profileStepDone(step, completion) ? 'DONE' : 'TODO',
      pdfOnly: false,
      path: RECRUITMENT_STEP_PATHS[step],
      file: null,
      refusalReason: null,
    };
  }
  const row = rows.find((r) => r.fileType === step);
  const document = isRecruitmentDocumentStep(step);
  return {
    step,
    kind: document ? 'DOCUMENT' : 'PROFILE',
    state: documentStepState(folderStateOf(row ?? null, today), row?.status ?? null),
    pdfOnly: document ? recruitmentStepIsPdfOnly(step) : false,
    path: document ? null : RECRUITMENT_STEP_PATHS.BANK_DETAILS,
    file: liveFile(files.find((f) => f.id === row?.fileId)),
    refusalReason: row?.status === 'REJECTED' ? row.refusalReason : null,
  };
};

const statusOrNull = (value: string | null): RecruitmentStatus | null =>
  isRecruitmentStatus(value) ? value : null;

/** Every step with its state, read on one handle (a transaction's for a write). */
const readSteps = async (
  q: RecruitmentQueries,
  assistantId: string,
  now: Date,
): Promise<RecruitmentStepView[]> => {
  const today = businessDate(now);
  const rows = await q.documents(assistantId);
  const files = await q.files(rows.flatMap((r) => (r.fileId ? [r.fileId] : [])));
  const completion = await q.completion(assistantId, now);
  return RECRUITMENT_STEPS.map((step) => stepView(step, rows, files, completion, today));
};

const view = (facts: RecruitmentFacts, steps: RecruitmentStepView[]): Recruitment => ({
  status: statusOrNull(facts.recruitmentStatus),
  beforeRecruitmentStatus: statusOrNull(facts.beforeRecruitmentStatus),
  inRecruitment: isInRecruitment(facts.recruitmentStatus),
  steps,
});

/**
 * Stores where the steps move the status (in the caller's transaction, the user row locked), with
 * a history line saying what happened: the step sent, and the status reached when it moved.
 */
const settle = async (
  tx: RecruitmentTx,
  assistantId: string,
  facts: RecruitmentFacts,
  steps: RecruitmentStepView[],
  now: Date,
  sent: { step: RecruitmentDocumentStep; file: RecruitmentFile } | null,
): Promise<RecruitmentFacts> => {
  const next = nextRecruitmentStatus(
    facts.recruitmentStatus,
    steps.map((s) => s.state),
  );
  const moved = next !== facts.recruitmentStatus;
  const after = moved ? { recruitmentStatus: next, beforeRecruitmentStatus: facts.recruitmentStatus } : facts;
  if (moved) await tx.setStatus(assistantId, after, now);
  if (moved || sent) {
    await tx.history({
      assistantId,
      at: now,
      objectType: 'PROFILE',
      eventType: sent ? 'SUBMITTED' : 'UPDATED',
      objectId: sent?.file.id ?? null,
      label: sent?.file.name ?? '',
      details: {
        kind: 'RECRUITMENT',
        step: sent?.step ?? null,
        status: moved ? statusOrNull(next) : null,
      },
    });
  }
  return after;
};

export const createRecruitmentService = (deps: {
  repo: RecruitmentRepository;
  clock: Clock;
  audit: Audit;
}) => {
  const { repo, clock, audit } = deps;

  const factsOrNotFound = async (q: RecruitmentQueries, assistantId: string): Promise<RecruitmentFacts> => {
    const facts = await q.facts(assistantId);
    if (!facts) throw notFound('Assistant');
    return facts;
  };

  return {
    /**
     * The steps and the status. Steps completed elsewhere (skills, availability, curriculum, bank
     * details) or a document refused by staff move the status too: when what the steps give differs
     * from the stored status, it is stored here, with its history line, in one transaction.
     */
    get: async (assistantId: string): Promise<Recruitment> => {
      const now = clock.now();
      const facts = await factsOrNotFound(repo, assistantId);
      const steps = await readSteps(repo, assistantId, now);
      if (
        nextRecruitmentStatus(
          facts.recruitmentStatus,
          steps.map((s) => s.state),
        ) === facts.recruitmentStatus
      ) {
        return view(facts, steps);
      }
      return repo.transaction(async (tx) => {
        const locked = await factsOrNotFound(tx, assistantId);
        const fresh = await readSteps(tx, assistantId, now);
        return view(await settle(tx, assistantId, locked, fresh, now, null), fresh);
      });
    },

    /**
     * Sends a recruitment document: the assistant's own live file uploaded with usage RECRUITMENT
     * (pdf where the type is pdf-only) becomes her file's document of that type (a validated one
     * cannot be replaced: the folder's rule and statement); the status moves when it completes the
     * steps; one history line; all in one transaction.
     */
    send: async (
      assistantId: string,
      step: RecruitmentDocumentStep,
      body: { fileId: string },
    ): Promise<RecruitmentStepView> => {
      const now = clock.now();
      return repo.transaction(async (tx) => {
        const facts = await factsOrNotFound(tx, assistantId);
        if (!isInRecruitment(facts.recruitmentStatus)) {
          throw ruleFailure([{ errorCode: 'not_in_recruitment', field: 'fileType' }], 'Not in recruitment');
        }
        const [file] = await tx.files([body.fileId]);
        const errors = documentFileErrors(assistantId, step, file, 'RECRUITMENT');
        if (errors.length > 0 || !file) throw ruleFailure(errors);
        const row = await tx.sendDocument(
          assistantId,
          step,
          file.id,
          replaceableUntil(businessDate(now)),
          now,
        );
        if (!row) throw ruleFailure([{ errorCode: 'validated_file_cannot_be_replaced', field: 'fileType' }]);
        const steps = await readSteps(tx, assistantId, now);
        await settle(tx, assistantId, facts, steps, now, { step, file });
        const sent = steps.find((s) => s.step === step);
        if (!sent) throw notFound('Step');
        return sent;
      });
    },

    /** Staff: recruit (every step done, every document validated) or refuse with a reason; audited. */
    decide: async (
      assistantId: string,
      body: RecruitmentDecisionBody,
      actor: StaffActor,
    ): Promise<Recruitment> => {
      const now = clock.now();
      const reason = body.decision === 'REFUSED' ? body.reason : null;
      const { before, result } = await repo.transaction(async (tx) => {
        const facts = await factsOrNotFound(tx, assistantId);
        const steps = await readSteps(tx, assistantId, now);
        const errors = recruitmentDecisionErrors(facts.recruitmentStatus, steps, body.decision);
        if (errors.length > 0) throw ruleFailure(errors, 'The recruitment cannot be decided');
        const after = { recruitmentStatus: body.decision, beforeRecruitmentStatus: facts.recruitmentStatus };
        await tx.setStatus(assistantId, after, now);
        const eventType: HistoryEventType = body.decision === 'RECRUITED' ? 'VALIDATED' : 'REJECTED';
        await tx.history({
          assistantId,
          at: now,
          objectType: 'PROFILE',
          eventType,
          objectId: null,
          label: reason ?? '',
          details: { kind: 'RECRUITMENT', step: null, status: body.decision },
        });
        return { before: facts.recruitmentStatus, result: view(after, steps) };
      });
      await audit({
        action: 'recruitment_decided',
        actorId: actor.userId,
        subjectId: assistantId,
        ip: actor.ip,
        detail: { from: before, to: body.decision, ...(reason ? { reason } : {}) },
      });
      return result;
    },
  };
};

export type RecruitmentService = ReturnType<typeof createRecruitmentService>;

import { describe, expect, it } from 'vitest';
import {
  documentStepState,
  isInRecruitment,
  nextRecruitmentStatus,
  RECRUITMENT_STEPS,
  recruitmentDecisionBodySchema,
  recruitmentDecisionErrors,
  recruitmentStepIsPdfOnly,
  statusFromSteps,
  stepsToComplete,
  type RecruitmentStepState,
} from '../index';

const all = (state: RecruitmentStepState) => RECRUITMENT_STEPS.map((step) => ({ step, state }));

describe('recruitment steps', () => {
  it('lists four documents sent here, then the four steps completed in other areas', () => {
    expect(RECRUITMENT_STEPS).toEqual([
      'IDENTITY_DOCUMENT',
      'CRIMINAL_RECORD',
      'LAST_DIPLOMA',
      'REGISTRATION_CERTIFICATE',
      'BANK_DETAILS',
      'SKILLS',
      'AVAILABILITY',
      'CURRICULUM',
    ]);
  });

  it("takes the administrative file's pdf-only rule for each document", () => {
    expect(recruitmentStepIsPdfOnly('CRIMINAL_RECORD')).toBe(true);
    expect(recruitmentStepIsPdfOnly('REGISTRATION_CERTIFICATE')).toBe(true);
    expect(recruitmentStepIsPdfOnly('IDENTITY_DOCUMENT')).toBe(false);
    expect(recruitmentStepIsPdfOnly('LAST_DIPLOMA')).toBe(false);
  });

  it("reads a document step's state from its document in the file", () => {
    expect(documentStepState('MISSING', null)).toBe('TODO');
    expect(documentStepState('SENT', 'PENDING')).toBe('SENT');
    expect(documentStepState('VALIDATED', 'VALIDATED')).toBe('VALIDATED');
    expect(documentStepState('REFUSED', 'REJECTED')).toBe('REFUSED');
    // an expired identity document is to send again; one expiring soon keeps its decision
    expect(documentStepState('EXPIRED', 'VALIDATED')).toBe('TODO');
    expect(documentStepState('EXPIRING_SOON', 'VALIDATED')).toBe('VALIDATED');
    expect(documentStepState('EXPIRING_SOON', 'PENDING')).toBe('SENT');
  });

  it('keeps to complete what is to do or refused', () => {
    const steps = [
      { step: 'A', state: 'TODO' as const },
      { step: 'B', state: 'SENT' as const },
      { step: 'C', state: 'REFUSED' as const },
      { step: 'D', state: 'DONE' as const },
      { step: 'E', state: 'VALIDATED' as const },
    ];
    expect(stepsToComplete(steps).map((s) => s.step)).toEqual(['A', 'C']);
  });
});

describe('recruitment status', () => {
  it('is in recruitment while a status is set and is not a final one', () => {
    expect(isInRecruitment('APPLIED')).toBe(true);
    expect(isInRecruitment('IN_PROGRESS')).toBe(true);
    expect(isInRecruitment('COMPLETE')).toBe(true);
    expect(isInRecruitment(null)).toBe(false);
    expect(isInRecruitment('RECRUITED')).toBe(false);
    expect(isInRecruitment('REFUSED')).toBe(false);
  });

  it('moves APPLIED -> IN_PROGRESS -> COMPLETE as steps are done, and back when a document is refused', () => {
    expect(statusFromSteps(all('TODO').map((s) => s.state))).toBe('APPLIED');
    const one = all('TODO').map((s, i) => (i === 0 ? { ...s, state: 'SENT' as const } : s));
    expect(
      nextRecruitmentStatus(
        'APPLIED',
        one.map((s) => s.state),
      ),
    ).toBe('IN_PROGRESS');
    const mixed: RecruitmentStepState[] = [
      'SENT',
      'VALIDATED',
      'SENT',
      'SENT',
      'VALIDATED',
      'DONE',
      'DONE',
      'DONE',
    ];
    expect(nextRecruitmentStatus('IN_PROGRESS', mixed)).toBe('COMPLETE');
    // a refused document sends a complete file back in progress
    expect(nextRecruitmentStatus('COMPLETE', ['REFUSED', ...mixed.slice(1)])).toBe('IN_PROGRESS');
    // a refused document is not done, but a status never goes back to APPLIED
    expect(statusFromSteps(['REFUSED', 'TODO'])).toBe('APPLIED');
    expect(nextRecruitmentStatus('IN_PROGRESS', ['REFUSED', 'TODO'])).toBe('IN_PROGRESS');
    expect(nextRecruitmentStatus('COMPLETE', ['REFUSED', 'TODO'])).toBe('IN_PROGRESS');
    expect(nextRecruitmentStatus('APPLIED', ['REFUSED', 'TODO'])).toBe('APPLIED');
  });

  it('never moves a final status, nor a user who was never in recruitment', () => {
    expect(nextRecruitmentStatus('RECRUITED', ['TODO'])).toBe('RECRUITED');
    expect(
      nextRecruitmentStatus(
        'REFUSED',
        all('DONE').map((s) => s.state),
      ),
    ).toBe('REFUSED');
    expect(
      nextRecruitmentStatus(
        null,
        all('DONE').map((s) => s.state),
      ),
    ).toBeNull();
  });
});

describe('staff decision', () => {
  it('recruits only once every step is done and every document validated', () => {
    const ready = RECRUITMENT_STEPS.map((step, i) => ({
      step,
      state: i < 5 ? ('VALIDATED' as const) : ('DONE' as const),
    }));
    expect(recruitmentDecisionErrors('COMPLETE', ready, 'RECRUITED')).toEqual([]);
    const sentOnly = ready.map((s, i) => (i === 2 ? { ...s, state: 'SENT' as const } : s));
    expect(recruitmentDecisionErrors('COMPLETE', sentOnly, 'RECRUITED')).toEqual([
      { errorCode: 'recruitment_incomplete', field: 'decision' },
    ]);
  });

  it('refuses at any step, but only someone in recruitment', () => {
    expect(recruitmentDecisionErrors('APPLIED', all('TODO'), 'REFUSED')).toEqual([]);
    expect(recruitmentDecisionErrors('RECRUITED', all('DONE'), 'REFUSED')).toEqual([
      { errorCode: 'not_in_recruitment', field: 'decision' },
    ]);
    expect(recruitmentDecisionErrors(null, all('DONE'), 'RECRUITED')).toEqual([
      { errorCode: 'not_in_recruitment', field: 'decision' },
    ]);
  });

  it('needs a reason to refuse', () => {
    expect(recruitmentDecisionBodySchema.safeParse({ decision: 'REFUSED', reason: ' ' }).success).toBe(false);
    expect(
      recruitmentDecisionBodySchema.safeParse({ decision: 'REFUSED', reason: 'Profil incomplet' }).success,
    ).toBe(true);
    expect(recruitmentDecisionBodySchema.safeParse({ decision: 'RECRUITED' }).success).toBe(true);
  });
});

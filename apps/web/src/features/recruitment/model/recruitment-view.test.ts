import type { Recruitment, RecruitmentStepView } from '@relais/domain/rules';
import { describe, expect, it } from 'vitest';
import { recruitmentView, type QueuedSend } from './recruitment-view';

const step = (s: Partial<RecruitmentStepView> & Pick<RecruitmentStepView, 'step'>): RecruitmentStepView => ({
  kind: 'DOCUMENT',
  state: 'TODO',
  pdfOnly: false,
  path: null,
  file: null,
  refusalReason: null,
  ...s,
});

const prospect: Recruitment = {
  status: 'IN_PROGRESS',
  beforeRecruitmentStatus: 'APPLIED',
  inRecruitment: true,
  steps: [
    step({ step: 'IDENTITY_DOCUMENT', state: 'SENT' }),
    step({ step: 'CRIMINAL_RECORD', pdfOnly: true }),
    step({ step: 'LAST_DIPLOMA', state: 'VALIDATED' }),
    step({ step: 'REGISTRATION_CERTIFICATE', pdfOnly: true, state: 'REFUSED', refusalReason: 'Illisible' }),
    step({ step: 'BANK_DETAILS', kind: 'PROFILE', path: '/user/file' }),
    step({ step: 'SKILLS', kind: 'PROFILE', path: '/user/skills', state: 'DONE' }),
    step({ step: 'AVAILABILITY', kind: 'PROFILE', path: '/user/availability' }),
    step({ step: 'CURRICULUM', kind: 'PROFILE', path: '/user/curriculum' }),
  ],
};

const queued = (id: string, stepName: string, state: QueuedSend['state'], message?: string): QueuedSend => ({
  id,
  state,
  body: { step: stepName },
  lastError: message ? { message } : null,
});

const open = (r: Recruitment, q: QueuedSend[] = []) => {
  const view = recruitmentView(r, q);
  if (view.kind !== 'open') throw new Error('expected an open recruitment');
  return view;
};

describe('the recruitment page view', () => {
  it('puts what still needs her first (to do, refused), then what is done, and counts done steps', () => {
    const view = open(prospect);
    expect(view.toComplete.map((r) => [r.step, r.display])).toEqual([
      ['CRIMINAL_RECORD', 'TODO'],
      ['REGISTRATION_CERTIFICATE', 'REFUSED'],
      ['BANK_DETAILS', 'TODO'],
      ['AVAILABILITY', 'TODO'],
      ['CURRICULUM', 'TODO'],
    ]);
    expect(view.done.map((r) => [r.step, r.display])).toEqual([
      ['IDENTITY_DOCUMENT', 'SENT'],
      ['LAST_DIPLOMA', 'VALIDATED'],
      ['SKILLS', 'DONE'],
    ]);
    expect([view.doneCount, view.total]).toEqual([3, 8]);
  });

  it('lets a document be sent or replaced until it is validated; profile steps link to their area', () => {
    const rows = [...open(prospect).toComplete, ...open(prospect).done];
    const by = (name: string) => rows.find((r) => r.step === name);
    expect(by('CRIMINAL_RECORD')).toMatchObject({ canSend: true, documentStep: 'CRIMINAL_RECORD' });
    expect(by('IDENTITY_DOCUMENT')?.canSend).toBe(true);
    expect(by('LAST_DIPLOMA')?.canSend).toBe(false);
    expect(by('BANK_DETAILS')).toMatchObject({
      canSend: false,
      documentStep: null,
      profileStep: 'BANK_DETAILS',
    });
  });

  it('shows a document waiting in the outbox as such, not as to do, and stops a second send', () => {
    const view = open(prospect, [queued('a1', 'CRIMINAL_RECORD', 'waiting')]);
    const row = view.toComplete.find((r) => r.step === 'CRIMINAL_RECORD');
    expect(row).toMatchObject({ display: 'PENDING', canSend: false, parked: null });
    // the status and the count are the server's until it answers
    expect(view.doneCount).toBe(3);
  });

  it('shows a send the server refused with its reason, to correct by picking another file (last one wins)', () => {
    const view = open(prospect, [
      queued('a1', 'REGISTRATION_CERTIFICATE', 'parked', 'Ce document doit être un PDF'),
      queued('a2', 'IDENTITY_DOCUMENT', 'parked', 'Refusé'),
      queued('a3', 'IDENTITY_DOCUMENT', 'sending'),
    ]);
    expect(view.toComplete.find((r) => r.step === 'REGISTRATION_CERTIFICATE')).toMatchObject({
      display: 'PARKED',
      canSend: true,
      parked: { actionId: 'a1', message: 'Ce document doit être un PDF' },
    });
    expect(view.toComplete.find((r) => r.step === 'IDENTITY_DOCUMENT')?.display).toBe('PENDING');
  });

  it('has nothing to complete outside recruitment', () => {
    expect(recruitmentView({ ...prospect, status: 'RECRUITED', inRecruitment: false }, [])).toEqual({
      kind: 'closed',
      status: 'RECRUITED',
    });
    expect(recruitmentView({ ...prospect, status: null, inRecruitment: false }, [])).toEqual({
      kind: 'closed',
      status: 'NONE',
    });
  });
});

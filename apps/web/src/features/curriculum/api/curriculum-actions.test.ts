import type { Curriculum, Cv } from '@relais/domain/rules';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { derivedKey } from '../../../lib/derived-key';
import { curriculumKey, cvKey } from './curriculum-queries';
import type { RecordingApi } from '../../../lib/test-kit/recording-api';

const api = vi.hoisted((): RecordingApi => ({ calls: [], failUpload: false, answer: { cv: null } }));
vi.mock('../../../lib/api-client', async () =>
  (await import('../../../lib/test-kit/recording-api')).recordingApiClient(api),
);

const { sendCv, saveCurriculumAction, uploadCvAction } = await import('./curriculum-actions');

const KEY = '6f1c2e7a-0b7d-4a53-9d2f-3c1a8e4b5d60';
const pdf = {
  name: 'Mon CV.pdf',
  type: 'application/pdf',
  data: new TextEncoder().encode('%PDF-1.7 x').buffer,
};
const cvBody = { assistantId: 'u1', name: 'Mon CV.pdf', size: 10 };

describe('CV upload action', () => {
  beforeEach(() => {
    api.calls = [];
    api.failUpload = false;
  });

  it('uploads the PDF (usage CV, derived key) then POSTs the CV with its id and name (action key)', async () => {
    await sendCv(cvBody, { idempotencyKey: KEY, files: [pdf] });
    expect(api.calls.map((c) => c.what)).toEqual(['POST /files', 'POST /assistants/:id/cv']);
    const fileKey = await derivedKey(KEY, 'file:0');
    expect(api.calls[0]).toMatchObject({
      key: fileKey,
      fields: { usage: 'CV', file: `file:Mon CV.pdf:application/pdf:${pdf.data.byteLength}` },
    });
    expect(api.calls[1]).toMatchObject({
      key: KEY,
      params: { id: 'u1' },
      body: { fileId: `f-${fileKey.slice(0, 8)}`, cvFileName: 'Mon CV.pdf' },
    });
  });

  it('re-sends the same keys on a replay, and sends no CV when the upload fails', async () => {
    await sendCv(cvBody, { idempotencyKey: KEY, files: [pdf] });
    const first = api.calls.map((c) => [c.key, c.body]);
    api.calls = [];
    await sendCv(cvBody, { idempotencyKey: KEY, files: [pdf] });
    expect(api.calls.map((c) => [c.key, c.body])).toEqual(first);
    api.calls = [];
    api.failUpload = true;
    await expect(sendCv(cvBody, { idempotencyKey: KEY, files: [pdf] })).rejects.toThrow();
    expect(api.calls).toEqual([]);
    await expect(sendCv(cvBody, { idempotencyKey: KEY, files: [] })).rejects.toThrow(/CV file/);
  });

  it("puts the server's CV in the cache once acknowledged", () => {
    const qc = new QueryClient();
    const cv: Cv = {
      cv: {
        fileId: 'f1',
        name: 'Mon CV.pdf',
        size: 10,
        type: 'application/pdf',
        uploadedAt: '2026-03-11T09:00:00.000Z',
      },
    };
    uploadCvAction.settled?.(qc, cvBody, cv);
    expect(qc.getQueryData(cvKey('u1'))).toEqual(cv);
  });
});

describe('curriculum save action', () => {
  it('shows the saved values at once, keeping the last server date, then the answer', () => {
    const qc = new QueryClient();
    const before: Curriculum = {
      title: 'Ancien',
      summary: null,
      experienceYears: null,
      languages: [],
      updatedAt: '2026-03-01T09:00:00.000Z',
    };
    qc.setQueryData(curriculumKey('u1'), before);
    const curriculum = {
      title: 'Assistante',
      summary: 'Dix ans',
      experienceYears: 0,
      languages: ['Français'],
    };
    saveCurriculumAction.apply?.(qc, { assistantId: 'u1', curriculum }, 'a1');
    expect(qc.getQueryData(curriculumKey('u1'))).toEqual({ ...curriculum, updatedAt: before.updatedAt });
    const answer = { ...curriculum, updatedAt: '2026-03-11T09:00:00.000Z' };
    saveCurriculumAction.settled?.(qc, { assistantId: 'u1', curriculum }, answer);
    expect(qc.getQueryData(curriculumKey('u1'))).toEqual(answer);
    expect(saveCurriculumAction.editPath?.('a1', { assistantId: 'u1', curriculum })).toBe(
      '/user/curriculum?action=a1',
    );
  });
});

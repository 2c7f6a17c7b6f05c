import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { derivedKey } from '../../../lib/derived-key';
import { recruitmentKey } from './recruitment-queries';
import type { RecordingApi } from '../../../lib/test-kit/recording-api';

const api = vi.hoisted((): RecordingApi => ({
  calls: [],
  failUpload: false,
  answer: { step: 'CRIMINAL_RECORD', state: 'SENT' },
}));
vi.mock('../../../lib/api-client', async () =>
  (await import('../../../lib/test-kit/recording-api')).recordingApiClient(api),
);

const { sendDocument, sendDocumentAction } = await import('./send-document-action');

const KEY = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const pdf = {
  name: 'casier.pdf',
  type: 'application/pdf',
  data: new TextEncoder().encode('%PDF-1.4 x').buffer,
};
const body = { assistantId: 'u1', step: 'CRIMINAL_RECORD' as const };

describe('recruitment document action', () => {
  beforeEach(() => {
    api.calls = [];
    api.failUpload = false;
  });

  it('uploads the document (usage RECRUITMENT, derived key) then links it to its step', async () => {
    await sendDocument(body, { idempotencyKey: KEY, files: [pdf] });
    expect(api.calls.map((c) => c.what)).toEqual([
      'POST /files',
      'PUT /assistants/:id/recruitment/:fileType',
    ]);
    const [upload, put] = api.calls;
    const fileKey = await derivedKey(KEY, 'file:0');
    expect(upload?.key).toBe(fileKey);
    expect(upload?.fields).toEqual({
      usage: 'RECRUITMENT',
      fileType: 'CRIMINAL_RECORD',
      file: `file:casier.pdf:application/pdf:${pdf.data.byteLength}`,
    });
    expect(put).toMatchObject({
      key: KEY,
      params: { id: 'u1', fileType: 'CRIMINAL_RECORD' },
      body: { fileId: `f-${fileKey.slice(0, 8)}` },
    });
  });

  it('re-sends the same keys on a replay (one file on the server), and stops when the upload fails', async () => {
    await sendDocument(body, { idempotencyKey: KEY, files: [pdf] });
    const first = api.calls.map((c) => [c.key, c.body]);
    api.calls = [];
    await sendDocument(body, { idempotencyKey: KEY, files: [pdf] });
    expect(api.calls.map((c) => [c.key, c.body])).toEqual(first);
    api.calls = [];
    api.failUpload = true;
    await expect(sendDocument(body, { idempotencyKey: KEY, files: [pdf] })).rejects.toThrow();
    expect(api.calls).toEqual([]);
    await expect(sendDocument(body, { idempotencyKey: KEY, files: [] })).rejects.toThrow(/document/);
  });

  it('reads the steps and the status again once the server answered', async () => {
    const qc = new QueryClient();
    qc.setQueryData(recruitmentKey('u1'), { status: 'IN_PROGRESS' });
    sendDocumentAction.settled?.(qc, body, null);
    expect(qc.getQueryState(recruitmentKey('u1'))?.isInvalidated).toBe(true);
    expect(sendDocumentAction.editPath?.('a1', body)).toBe('/user/newinfo');
  });
});

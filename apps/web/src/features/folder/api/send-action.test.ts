import type { Folder, FolderDocument } from '@relais/domain/rules';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { derivedKey } from '../../../lib/derived-key';
import { folderKey } from './folder-queries';
import type { RecordingApi } from '../../../lib/test-kit/recording-api';

const api = vi.hoisted((): RecordingApi => ({ calls: [], failUpload: false, answer: { fileType: 'X' } }));
vi.mock('../../../lib/api-client', async () =>
  (await import('../../../lib/test-kit/recording-api')).recordingApiClient(api),
);

const { sendFolderDocument, sendFolderDocumentAction, folderEditPath, optimisticDocument } =
  await import('./send-action');
type Body = Parameters<typeof sendFolderDocument>[0];

const KEY = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const pdf = {
  name: 'assurance.pdf',
  type: 'application/pdf',
  data: new TextEncoder().encode('%PDF-1.4 x').buffer,
};
const body = (over: Partial<Body> = {}): Body => ({
  assistantId: 'u1',
  fileType: 'PROFESSIONAL_INSURANCE',
  expirationDate: '2027-06-30',
  iban: null,
  bic: null,
  ...over,
});
const document = (
  fileType: FolderDocument['fileType'],
  over: Partial<FolderDocument> = {},
): FolderDocument => ({
  fileType,
  state: 'MISSING',
  status: null,
  expirationDate: null,
  pdfOnly: false,
  expiry: 'none',
  file: null,
  iban: null,
  bic: null,
  refusalReason: null,
  replacement: null,
  ...over,
});

describe('folder send action', () => {
  beforeEach(() => {
    api.calls = [];
    api.failUpload = false;
  });

  it('uploads the file (usage FOLDER, derived key) then PUTs the document with its id and date', async () => {
    await sendFolderDocument(body(), { idempotencyKey: KEY, files: [pdf] });
    expect(api.calls.map((c) => c.what)).toEqual(['POST /files', 'PUT /assistants/:id/folder/:fileType']);
    const [upload, put] = api.calls;
    const fileKey = await derivedKey(KEY, 'file:0');
    expect(upload?.key).toBe(fileKey);
    expect(upload?.fields).toEqual({
      usage: 'FOLDER',
      file: `file:assurance.pdf:application/pdf:${pdf.data.byteLength}`,
    });
    expect(put?.key).toBe(KEY);
    expect(put?.params).toEqual({ id: 'u1', fileType: 'PROFESSIONAL_INSURANCE' });
    expect(put?.body).toEqual({ fileId: `f-${fileKey.slice(0, 8)}`, expirationDate: '2027-06-30' });
  });

  it('sends the IBAN and BIC with the bank details only, and no date where there is none', async () => {
    await sendFolderDocument(
      body({ fileType: 'BANK_DETAILS', expirationDate: null, iban: 'FR76 3000', bic: 'BNPAFRPP' }),
      {
        idempotencyKey: KEY,
        files: [pdf],
      },
    );
    const fileId = `f-${(await derivedKey(KEY, 'file:0')).slice(0, 8)}`;
    expect(api.calls[1]?.body).toEqual({ fileId, iban: 'FR76 3000', bic: 'BNPAFRPP' });
    api.calls = [];
    await sendFolderDocument(body({ fileType: 'LAST_DIPLOMA', expirationDate: null }), {
      idempotencyKey: KEY,
      files: [pdf],
    });
    expect(api.calls[1]?.body).toEqual({ fileId });
  });

  it('re-sends the same keys on a replay, and stops before the PUT when the upload fails', async () => {
    await sendFolderDocument(body(), { idempotencyKey: KEY, files: [pdf] });
    const first = api.calls.map((c) => c.key);
    api.calls = [];
    await sendFolderDocument(body(), { idempotencyKey: KEY, files: [pdf] });
    expect(api.calls.map((c) => c.key)).toEqual(first);
    api.calls = [];
    api.failUpload = true;
    await expect(sendFolderDocument(body(), { idempotencyKey: KEY, files: [pdf] })).rejects.toThrow();
    expect(api.calls).toEqual([]);
    await expect(sendFolderDocument(body(), { idempotencyKey: KEY, files: [] })).rejects.toThrow(/missing/);
  });

  it('shows the document as sent at once, and reads the file, the gauge and the invoices again once acknowledged', () => {
    const qc = new QueryClient();
    qc.setQueryData<Folder>(folderKey('u1'), {
      documents: [
        document('PROFESSIONAL_INSURANCE', {
          state: 'REFUSED',
          status: 'REJECTED',
          refusalReason: 'old',
          expiry: 'required',
        }),
        document('LAST_DIPLOMA'),
      ],
    });
    sendFolderDocumentAction.apply?.(qc, body(), 'a1');
    sendFolderDocumentAction.apply?.(qc, body(), 'a1');
    const docs = qc.getQueryData<Folder>(folderKey('u1'))?.documents ?? [];
    expect(docs.map((d) => [d.fileType, d.state, d.status, d.expirationDate, d.refusalReason])).toEqual([
      ['PROFESSIONAL_INSURANCE', 'SENT', 'PENDING', '2027-06-30', null],
      ['LAST_DIPLOMA', 'MISSING', null, null, null],
    ]);
    const invalidated = vi.spyOn(qc, 'invalidateQueries');
    sendFolderDocumentAction.settled?.(qc, body(), {});
    expect(invalidated.mock.calls.map(([f]) => f?.queryKey)).toEqual([
      ['folder', 'u1'],
      ['dashboard', 'u1'],
      ['invoices', 'u1'],
    ]);
    expect(folderEditPath('a 1', body())).toBe('/user/file?action=a%201#PROFESSIONAL_INSURANCE');
  });
});

describe('the queued copy', () => {
  it('keeps validated bank details in force and shows the new ones waiting, masked', () => {
    const validated = document('BANK_DETAILS', {
      state: 'VALIDATED',
      status: 'VALIDATED',
      iban: '•••• 0189',
    });
    const shown = optimisticDocument(
      validated,
      body({
        fileType: 'BANK_DETAILS',
        expirationDate: null,
        iban: 'DE89 3704 0044 0532 0130 00',
        bic: 'COBADEFFXXX',
      }),
    );
    expect(shown).toMatchObject({
      state: 'VALIDATED',
      iban: '•••• 0189',
      replacement: { status: 'PENDING', iban: '•••• 3000', bic: 'COBADEFFXXX' },
    });
    const fresh = optimisticDocument(
      document('BANK_DETAILS'),
      body({ fileType: 'BANK_DETAILS', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' }),
    );
    expect(fresh).toMatchObject({ state: 'SENT', iban: '•••• 3000', replacement: null });
  });
});

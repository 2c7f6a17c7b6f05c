import type { FolderDocument } from '@relais/domain/rules';
import { describe, expect, it } from 'vitest';
import { waitingItem } from './file-tab';

const who = { id: 'a1', name: 'Inès Martin' };
type File = NonNullable<FolderDocument['file']>;
const file = (id: string): File => ({
  id,
  name: `${id}.pdf`,
  type: 'application/pdf',
  size: 100,
  usage: 'FOLDER',
  eventId: null,
  createdAt: '2026-03-01T09:00:00.000Z',
});
const doc = (fields: Partial<FolderDocument>): FolderDocument => ({
  fileType: 'PROFESSIONAL_INSURANCE',
  state: 'MISSING',
  status: null,
  expirationDate: null,
  pdfOnly: false,
  expiry: 'required',
  file: null,
  iban: null,
  bic: null,
  refusalReason: null,
  replacement: null,
  ...fields,
});

describe('waitingItem (the version the file tab decides on)', () => {
  it('is the document itself while it waits, naming its file', () => {
    const item = waitingItem(
      doc({ state: 'SENT', status: 'PENDING', file: file('f1'), expirationDate: '2027-01-31' }),
      who,
    );
    expect(item).toMatchObject({
      fileId: 'f1',
      replacing: false,
      expirationDate: '2027-01-31',
      assistant: who,
    });
  });

  it('is the new version sent beside a validated one', () => {
    const item = waitingItem(
      doc({
        state: 'VALIDATED',
        status: 'VALIDATED',
        file: file('old'),
        expirationDate: '2026-12-31',
        replacement: {
          status: 'PENDING',
          expirationDate: '2027-12-31',
          file: file('new'),
          iban: null,
          bic: null,
          refusalReason: null,
        },
      }),
      who,
    );
    expect(item).toMatchObject({ fileId: 'new', replacing: true, expirationDate: '2027-12-31' });
  });

  it('is none for a document missing, validated or refused', () => {
    expect(waitingItem(doc({}), who)).toBeNull();
    expect(waitingItem(doc({ state: 'VALIDATED', status: 'VALIDATED' }), who)).toBeNull();
    expect(waitingItem(doc({ state: 'REFUSED', status: 'REJECTED' }), who)).toBeNull();
  });
});

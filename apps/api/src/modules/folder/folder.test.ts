import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Dashboard, Folder, FolderDocument, Readiness } from '@relais/domain';
import { auditLog, folderDocuments, history } from '../../db/schema/index';
import { bearer, DEMO, errJson, OTHER, signIn, STAFF, type Session } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';
import { JPEG, PDF, upload } from '../files/files.fixtures';

const t = useSignedInDemo();

const IBAN = 'FR76 3000 6000 0112 3456 7890 189';
const BIC = 'BNPAFRPP';

const api = (method: 'GET' | 'PUT' | 'POST', url: string, s: Session, payload?: object) =>
  t.ctx.app.inject({ method, url: `/api${url}`, headers: bearer(s.token), ...(payload ? { payload } : {}) });
const folder = async (s: Session = t.s) =>
  (await api('GET', `/assistants/${s.userId}/folder`, s)).json<Folder>();
const docOf = (f: Folder, type: string): FolderDocument | undefined =>
  f.documents.find((d) => d.fileType === type);
const uploaded = async (s: Session, pdf = true, usage = 'FOLDER'): Promise<string> => {
  const res = await upload(
    t.ctx.app,
    s.token,
    pdf ? { name: 'doc.pdf', bytes: PDF } : { name: 'doc.jpg', bytes: JPEG },
    {
      usage,
    },
  );
  expect(res.statusCode).toBe(200);
  return res.json<{ id: string }>().id;
};
const send = (s: Session, fileType: string, body: object) =>
  api('PUT', `/assistants/${s.userId}/folder/${fileType}`, s, body);
const review = async (assistantId: string, fileType: string, body: object) =>
  api(
    'POST',
    `/staff/assistants/${assistantId}/folder/${fileType}/review`,
    await signIn(t.ctx.app, STAFF),
    body,
  );
const fieldErrors = (res: Awaited<ReturnType<typeof send>>) =>
  errJson(res).errors.map((e) => [e.errorCode, e.field]);

describe('GET /assistants/{id}/folder', () => {
  it("lists the nine document types with the seeded demo's states", async () => {
    const f = await folder();
    expect(f.documents.map((d) => [d.fileType, d.state])).toEqual([
      ['BANK_DETAILS', 'VALIDATED'],
      ['SIGNED_CONTRACT', 'VALIDATED'],
      ['INSEE_CARD', 'VALIDATED'],
      ['PROFESSIONAL_INSURANCE', 'VALIDATED'],
      ['REGISTRATION_CERTIFICATE', 'MISSING'],
      ['CRIMINAL_RECORD', 'REFUSED'],
      ['IDENTITY_DOCUMENT', 'SENT'],
      ['LAST_DIPLOMA', 'MISSING'],
      ['OTHER', 'VALIDATED'],
    ]);
    expect(docOf(f, 'PROFESSIONAL_INSURANCE')).toMatchObject({ pdfOnly: true, expiry: 'required' });
    expect(docOf(f, 'BANK_DETAILS')).toMatchObject({ pdfOnly: false, expiry: 'none' });
  });

  it('shows a validated insurance as expiring soon, then expired, as days pass (injected clock)', async () => {
    const limit = docOf(await folder(), 'PROFESSIONAL_INSURANCE')?.expirationDate ?? '';
    // a fresh session on each day (the access token would have expired)
    const stateOn = async (date: string) => {
      t.ctx.clock.set(`${date}T09:00:00.000Z`);
      return docOf(await folder(await signIn(t.ctx.app, DEMO)), 'PROFESSIONAL_INSURANCE')?.state;
    };
    const shift = (days: number) => {
      const d = new Date(`${limit}T12:00:00Z`);
      d.setUTCDate(d.getUTCDate() + days);
      return d.toISOString().slice(0, 10);
    };
    expect(await stateOn(shift(-31))).toBe('VALIDATED');
    expect(await stateOn(shift(-30))).toBe('EXPIRING_SOON');
    expect(await stateOn(limit)).toBe('EXPIRING_SOON');
    expect(await stateOn(shift(1))).toBe('EXPIRED');
  });
});

describe('PUT /assistants/{id}/folder/{fileType}', () => {
  it('sends a document: its file, state SENT, counted once per type', async () => {
    const other = await signIn(t.ctx.app, OTHER);
    const fileId = await uploaded(other);
    const res = await send(other, 'REGISTRATION_CERTIFICATE', { fileId });
    expect(res.statusCode).toBe(200);
    expect(res.json<FolderDocument>()).toMatchObject({
      state: 'SENT',
      status: 'PENDING',
      file: { id: fileId },
    });
    const again = await uploaded(other);
    expect((await send(other, 'REGISTRATION_CERTIFICATE', { fileId: again })).statusCode).toBe(200);
    expect(docOf(await folder(other), 'REGISTRATION_CERTIFICATE')?.file?.id).toBe(again);
  });

  it('keeps a validated document in force: a new one sent waits beside it', async () => {
    const fileId = await uploaded(t.s);
    const res = await send(t.s, 'SIGNED_CONTRACT', { fileId });
    expect(res.statusCode).toBe(200);
    expect(res.json<FolderDocument>()).toMatchObject({
      state: 'VALIDATED',
      status: 'VALIDATED',
      replacement: { status: 'PENDING', file: { id: fileId }, refusalReason: null },
    });
    expect(docOf(await folder(), 'SIGNED_CONTRACT')?.file?.id).not.toBe(fileId);
    // the seeded insurance ends 200 days after the seed: 170 days on, it is expiring soon; the
    // renewal waits beside it too
    t.ctx.clock.advance(170 * 86_400_000);
    const later = await signIn(t.ctx.app, DEMO);
    const insurance = await uploaded(later);
    const renewed = await send(later, 'PROFESSIONAL_INSURANCE', {
      fileId: insurance,
      expirationDate: '2027-12-31',
    });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json<FolderDocument>()).toMatchObject({
      state: 'EXPIRING_SOON',
      status: 'VALIDATED',
      replacement: { status: 'PENDING', expirationDate: '2027-12-31' },
    });
  });

  it("links only the assistant's own live file uploaded for the folder, pdf where the type requires it", async () => {
    const other = await signIn(t.ctx.app, OTHER);
    const foreign = await uploaded(t.s);
    expect(fieldErrors(await send(other, 'LAST_DIPLOMA', { fileId: foreign }))).toEqual([
      ['not_found', 'fileId'],
    ]);
    expect(fieldErrors(await send(other, 'LAST_DIPLOMA', { fileId: 'nope' }))).toEqual([
      ['not_found', 'fileId'],
    ]);
    const cv = await uploaded(other, true, 'CV');
    expect(fieldErrors(await send(other, 'LAST_DIPLOMA', { fileId: cv }))).toEqual([['not_found', 'fileId']]);
    const photo = await uploaded(other, false);
    expect((await send(other, 'LAST_DIPLOMA', { fileId: photo })).statusCode).toBe(200);
    expect(fieldErrors(await send(other, 'CRIMINAL_RECORD', { fileId: photo }))).toEqual([
      ['file_content_type_not_allowed', 'fileId'],
    ]);
  });

  it('wants a future expiry date for the insurance (the limit day is tomorrow at the earliest)', async () => {
    const other = await signIn(t.ctx.app, OTHER);
    const fileId = await uploaded(other);
    expect(fieldErrors(await send(other, 'PROFESSIONAL_INSURANCE', { fileId }))).toEqual([
      ['required-field', 'expirationDate'],
    ]);
    // TEST_NOW is 2026-03-11
    const today = await send(other, 'PROFESSIONAL_INSURANCE', { fileId, expirationDate: '2026-03-11' });
    expect(fieldErrors(today)).toEqual([['date-in-future', 'expirationDate']]);
    const unknownType = await send(other, 'PASSPORT', { fileId });
    expect(unknownType.statusCode).toBe(400);
    expect(
      (await send(other, 'PROFESSIONAL_INSURANCE', { fileId, expirationDate: '2026-03-12' })).statusCode,
    ).toBe(200);
  });

  it('checks the IBAN and BIC on the server, and stores them normalised', async () => {
    const other = await signIn(t.ctx.app, OTHER);
    const fileId = await uploaded(other);
    expect(fieldErrors(await send(other, 'BANK_DETAILS', { fileId }))).toEqual([
      ['invalid_iban_or_bic', 'iban'],
      ['invalid_iban_or_bic', 'bic'],
    ]);
    const badDigits = await send(other, 'BANK_DETAILS', { fileId, iban: IBAN.replace('76', '77'), bic: BIC });
    expect(errJson(badDigits).errorCode).toBe('invalid_iban_or_bic');
    expect(fieldErrors(badDigits)).toEqual([['invalid_iban_or_bic', 'iban']]);
    expect(fieldErrors(await send(other, 'BANK_DETAILS', { fileId, iban: IBAN, bic: 'BNPAFR' }))).toEqual([
      ['invalid_iban_or_bic', 'bic'],
    ]);
    const ok = await send(other, 'BANK_DETAILS', { fileId, iban: IBAN.toLowerCase(), bic: 'bnpa frpp' });
    expect(ok.statusCode).toBe(200);
    // shown masked but for its last four characters, the BIC as stored
    expect(ok.json<FolderDocument>()).toMatchObject({ iban: '•••• 0189', bic: 'BNPAFRPP' });
    expect(JSON.stringify(await folder(other))).not.toContain('30006000011234567890');
  });
});

describe('new bank details while validated ones are in force', () => {
  const NEW_IBAN = 'DE89 3704 0044 0532 0130 00';
  const NEW_BIC = 'COBADEFFXXX';
  const bankRow = async (assistantId: string) => {
    const [row] = await t.ctx.testDb.db
      .select()
      .from(folderDocuments)
      .where(and(eq(folderDocuments.assistantId, assistantId), eq(folderDocuments.fileType, 'BANK_DETAILS')));
    return row;
  };
  const readinessCodes = async (s: Session) =>
    (await api('GET', `/assistants/${s.userId}/invoices/readiness`, s))
      .json<Readiness>()
      .blockers.map((b) => b.code);

  it('waits beside the validated ones (masked, last four shown) until staff validate them, which replaces them', async () => {
    const before = await bankRow(t.s.userId);
    expect(before?.status).toBe('VALIDATED');
    const fileId = await uploaded(t.s, false);
    const res = await send(t.s, 'BANK_DETAILS', { fileId, iban: NEW_IBAN, bic: NEW_BIC });
    expect(res.statusCode).toBe(200);
    const shown = docOf(await folder(), 'BANK_DETAILS');
    expect(shown).toMatchObject({
      state: 'VALIDATED',
      iban: `•••• ${(before?.iban ?? '').slice(-4)}`,
      bic: before?.bic,
      replacement: { status: 'PENDING', iban: '•••• 3000', bic: NEW_BIC, file: { id: fileId } },
    });
    // the ones in force are untouched while the new ones wait
    expect(await bankRow(t.s.userId)).toMatchObject({ iban: before?.iban, fileId: before?.fileId });

    const validated = await review(t.s.userId, 'BANK_DETAILS', { decision: 'VALIDATE' });
    expect(validated.statusCode).toBe(200);
    expect(validated.json<FolderDocument>()).toMatchObject({
      state: 'VALIDATED',
      iban: '•••• 3000',
      bic: NEW_BIC,
      file: { id: fileId },
      replacement: null,
    });
    expect(await bankRow(t.s.userId)).toMatchObject({
      iban: 'DE89370400440532013000',
      fileId,
      replacementStatus: null,
      replacementIban: null,
    });
  });

  it('refusing the new ones keeps the ones in force, shows the reason, and they may be sent again', async () => {
    const before = await bankRow(t.s.userId);
    const fileId = await uploaded(t.s, false);
    await send(t.s, 'BANK_DETAILS', { fileId, iban: NEW_IBAN, bic: NEW_BIC });
    const refused = await review(t.s.userId, 'BANK_DETAILS', { decision: 'REFUSE', reason: 'RIB illisible' });
    expect(refused.json<FolderDocument>()).toMatchObject({
      state: 'VALIDATED',
      status: 'VALIDATED',
      replacement: { status: 'REJECTED', refusalReason: 'RIB illisible' },
    });
    expect(await bankRow(t.s.userId)).toMatchObject({
      status: 'VALIDATED',
      iban: before?.iban,
      fileId: before?.fileId,
    });
    const again = await uploaded(t.s, false);
    const resent = await send(t.s, 'BANK_DETAILS', { fileId: again, iban: NEW_IBAN, bic: NEW_BIC });
    expect(resent.json<FolderDocument>().replacement).toMatchObject({
      status: 'PENDING',
      refusalReason: null,
    });
  });

  it('a new insurance waiting or refused leaves the invoice blockers as the validated one sets them', async () => {
    const other = await signIn(t.ctx.app, OTHER);
    const first = await uploaded(other);
    await send(other, 'PROFESSIONAL_INSURANCE', { fileId: first, expirationDate: '2027-01-31' });
    await review(other.userId, 'PROFESSIONAL_INSURANCE', { decision: 'VALIDATE' });
    await send(other, 'SIGNED_CONTRACT', { fileId: await uploaded(other) });
    await review(other.userId, 'SIGNED_CONTRACT', { decision: 'VALIDATE' });
    const blockersOf = async () =>
      (await readinessCodes(other)).filter((c) => c.startsWith('insurance') || c.startsWith('contract'));
    expect(await blockersOf()).toEqual([]);

    const renewal = await uploaded(other);
    await send(other, 'PROFESSIONAL_INSURANCE', { fileId: renewal, expirationDate: '2028-01-31' });
    await send(other, 'SIGNED_CONTRACT', { fileId: await uploaded(other) });
    expect(await blockersOf()).toEqual([]);
    await review(other.userId, 'PROFESSIONAL_INSURANCE', { decision: 'REFUSE', reason: 'Mauvaise année' });
    await review(other.userId, 'SIGNED_CONTRACT', { decision: 'REFUSE', reason: 'Non signé' });
    expect(await blockersOf()).toEqual([]);
    const me = (await api('GET', `/assistants/${other.userId}`, other)).json<{
      proInsuranceLimitDate: string | null;
    }>();
    expect(me.proInsuranceLimitDate).toBe('2027-01-31');

    await send(other, 'PROFESSIONAL_INSURANCE', { fileId: renewal, expirationDate: '2028-01-31' });
    await review(other.userId, 'PROFESSIONAL_INSURANCE', { decision: 'VALIDATE' });
    const after = (await api('GET', `/assistants/${other.userId}`, other)).json<{
      proInsuranceLimitDate: string | null;
    }>();
    expect(after.proInsuranceLimitDate).toBe('2028-01-31');
  });
});

describe('POST /staff/assistants/{assistantId}/folder/{fileType}/review', () => {
  it('validates the insurance: audited, and its invoice blocker clears', async () => {
    const other = await signIn(t.ctx.app, OTHER);
    const blockers = async () =>
      (await api('GET', `/assistants/${other.userId}/invoices/readiness`, other))
        .json<Readiness>()
        .blockers.filter((b) => b.path.startsWith('/user/file'))
        .map((b) => b.code);
    expect(await blockers()).toEqual(['insurance_missing']);

    const insurance = await uploaded(other);
    await send(other, 'PROFESSIONAL_INSURANCE', { fileId: insurance, expirationDate: '2027-01-31' });
    expect(await blockers()).toEqual(['insurance_missing']);
    const res = await review(other.userId, 'PROFESSIONAL_INSURANCE', { decision: 'VALIDATE' });
    expect(res.statusCode).toBe(200);
    expect(res.json<FolderDocument>()).toMatchObject({ state: 'VALIDATED', status: 'VALIDATED' });
    expect(await blockers()).toEqual([]);

    const audits = await t.ctx.testDb.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'folder_document_reviewed'));
    expect(audits.map((a) => [a.subjectId, a.detail])).toEqual([
      [other.userId, { fileType: 'PROFESSIONAL_INSURANCE', from: 'PENDING', to: 'VALIDATED' }],
    ]);
    const lines = await t.ctx.testDb.db
      .select({ eventType: history.eventType, label: history.label, objectId: history.objectId })
      .from(history)
      .where(eq(history.assistantId, other.userId));
    // the upload's line (files module), then the decision's
    expect(lines.filter((l) => l.objectId === insurance)).toEqual([
      { eventType: 'UPLOADED', label: 'doc.pdf', objectId: insurance },
      { eventType: 'VALIDATED', label: 'doc.pdf', objectId: insurance },
    ]);
  });

  it('refuses with a reason shown to the assistant; the contract blocker follows refusal and validation', async () => {
    const refused = await review(t.s.userId, 'SIGNED_CONTRACT', {
      decision: 'REFUSE',
      reason: 'Page 2 manquante',
    });
    expect(refused.json<FolderDocument>()).toMatchObject({
      state: 'REFUSED',
      refusalReason: 'Page 2 manquante',
    });
    const codes = (await api('GET', `/assistants/${t.s.userId}/invoices/readiness`, t.s))
      .json<Readiness>()
      .blockers.map((b) => b.code);
    expect(codes).toContain('contract_not_signed');
    // refused: the assistant may send it again
    const fileId = await uploaded(t.s);
    expect((await send(t.s, 'SIGNED_CONTRACT', { fileId })).json<FolderDocument>()).toMatchObject({
      state: 'SENT',
      refusalReason: null,
    });
    await review(t.s.userId, 'SIGNED_CONTRACT', { decision: 'VALIDATE' });
    const after = (await api('GET', `/assistants/${t.s.userId}/invoices/readiness`, t.s))
      .json<Readiness>()
      .blockers.map((b) => b.code);
    expect(after).not.toContain('contract_not_signed');
  });

  it('is staff only, needs a reason to refuse, 404 for a document never sent', async () => {
    const own = await api('POST', `/staff/assistants/${t.s.userId}/folder/INSEE_CARD/review`, t.s, {
      decision: 'VALIDATE',
    });
    expect(own.statusCode).toBe(403);
    expect((await review(t.s.userId, 'INSEE_CARD', { decision: 'REFUSE' })).statusCode).toBe(400);
    expect((await review(t.s.userId, 'LAST_DIPLOMA', { decision: 'VALIDATE' })).statusCode).toBe(404);
  });
});

describe('expiry reminders (home warnings, invoice readiness)', () => {
  const dashboard = async (s: Session) =>
    (await api('GET', `/dashboard?userId=${s.userId}&kpi=false`, s)).json<Dashboard>();
  const readiness = async (s: Session) =>
    (await api('GET', `/assistants/${s.userId}/invoices/readiness`, s)).json<Readiness>();
  const reminders = (list: { fileType: string; kind: string; expirationDate: string }[]) =>
    list.map((r) => [r.fileType, r.kind, r.expirationDate]);

  it('names each document expiring before the next window (the 20th), with the link to its card', async () => {
    const other = await signIn(t.ctx.app, OTHER);
    // TEST_NOW is 2026-03-11: the next window opens on 2026-03-20
    const id = await uploaded(other, false);
    await send(other, 'IDENTITY_DOCUMENT', { fileId: id, expirationDate: '2026-03-19' });
    const home = (await dashboard(other)).warnings.documents;
    expect(home).toEqual([
      {
        fileType: 'IDENTITY_DOCUMENT',
        expirationDate: '2026-03-19',
        kind: 'EXPIRES_BEFORE_WINDOW',
        windowOpensOn: '2026-03-20',
        path: '/user/file#IDENTITY_DOCUMENT',
      },
    ]);
    expect((await readiness(other)).reminders).toEqual(home);

    // sent again with the opening day as its limit: nothing to remind
    await send(other, 'IDENTITY_DOCUMENT', {
      fileId: await uploaded(other, false),
      expirationDate: '2026-03-20',
    });
    expect((await dashboard(other)).warnings.documents).toEqual([]);
    expect((await readiness(other)).reminders).toEqual([]);

    // on the 21st, the next window is 2026-04-20 and the document has expired
    t.ctx.clock.set('2026-03-21T09:00:00.000Z');
    const later = await signIn(t.ctx.app, OTHER);
    expect(reminders((await dashboard(later)).warnings.documents)).toEqual([
      ['IDENTITY_DOCUMENT', 'EXPIRED', '2026-03-20'],
    ]);
  });

  it('names the insurance once in the readiness view: its blocker, not a reminder too', async () => {
    const other = await signIn(t.ctx.app, OTHER);
    await send(other, 'PROFESSIONAL_INSURANCE', {
      fileId: await uploaded(other),
      expirationDate: '2026-03-15',
    });
    // sent, not validated: the blocker says missing, the home names the sent document's date
    expect(reminders((await dashboard(other)).warnings.documents)).toEqual([
      ['PROFESSIONAL_INSURANCE', 'EXPIRES_BEFORE_WINDOW', '2026-03-15'],
    ]);
    const r = await readiness(other);
    expect(r.blockers.map((b) => [b.code, b.path]).filter(([c]) => c?.startsWith('insurance'))).toEqual([
      ['insurance_missing', '/user/file#PROFESSIONAL_INSURANCE'],
    ]);
    expect(r.reminders).toEqual([]);
    await review(other.userId, 'PROFESSIONAL_INSURANCE', { decision: 'VALIDATE' });
    const validated = await readiness(other);
    expect(
      validated.blockers.filter((b) => b.code.startsWith('insurance')).map((b) => [b.code, b.date]),
    ).toEqual([['insurance_expires_before_window', '2026-03-15']]);
    expect(validated.reminders).toEqual([]);
  });

  it('gives staff no reminder', async () => {
    const staff = await signIn(t.ctx.app, STAFF);
    expect((await dashboard(staff)).warnings.documents).toEqual([]);
  });
});

describe('completion of the file area', () => {
  const fileShare = async (s: Session) =>
    (await api('GET', `/dashboard?userId=${s.userId}&kpi=false`, s)).json<Dashboard>().completion.file;

  it('rises with each document sent, falls when staff refuse one, and never counts OTHER', async () => {
    const other = await signIn(t.ctx.app, OTHER);
    const present = (await folder(other)).documents.filter(
      (d) => d.fileType !== 'OTHER' && ['SENT', 'VALIDATED', 'EXPIRING_SOON'].includes(d.state),
    ).length;
    expect(present).toBe(0);
    expect(await fileShare(other)).toBe(0);
    await send(other, 'LAST_DIPLOMA', { fileId: await uploaded(other) });
    // 1 of 8 = 12.5 %, halves up
    expect(await fileShare(other)).toBe(13);
    await send(other, 'OTHER', { fileId: await uploaded(other) });
    expect(await fileShare(other)).toBe(13);
    await send(other, 'INSEE_CARD', { fileId: await uploaded(other) });
    await review(other.userId, 'INSEE_CARD', { decision: 'VALIDATE' });
    expect(await fileShare(other)).toBe(25);
    await review(other.userId, 'LAST_DIPLOMA', { decision: 'REFUSE', reason: 'Illisible' });
    expect(await fileShare(other)).toBe(13);
  });
});

import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FolderDocument, Readiness } from '@relais/domain';
import { auditLog } from '../../db/schema/index';
import { bearer, errJson, FINANCE, OTHER, signIn, STAFF, type Session } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';
import { PDF, upload } from '../files/files.fixtures';

const t = useSignedInDemo();

const api = (method: 'GET' | 'PUT' | 'POST', url: string, s: Session, payload?: object) =>
  t.ctx.app.inject({ method, url: `/api${url}`, headers: bearer(s.token), ...(payload ? { payload } : {}) });
const uploaded = async (s: Session, usage = 'FOLDER'): Promise<string> => {
  const res = await upload(t.ctx.app, s.token, { name: 'assurance.pdf', bytes: PDF }, { usage });
  expect(res.statusCode).toBe(200);
  return res.json<{ id: string }>().id;
};
const send = async (s: Session, fileType: string, body: object) => {
  const res = await api('PUT', `/assistants/${s.userId}/folder/${fileType}`, s, body);
  expect(res.statusCode).toBe(200);
};
const review = (staff: Session, assistantId: string, fileType: string, body: object) =>
  api('POST', `/staff/assistants/${assistantId}/folder/${fileType}/review`, staff, body);
/** A 409's body: its code and where the document stands now. */
const moved = (res: Awaited<ReturnType<typeof api>>) =>
  res.json<{ errorCode: string; current: Record<string, string | null> }>();
const insuranceBlockers = async (s: Session) =>
  (await api('GET', `/assistants/${s.userId}/invoices/readiness`, s))
    .json<Readiness>()
    .blockers.map((b) => b.code)
    .filter((c) => c.startsWith('insurance'));

describe('the decision on a document of the queue', () => {
  it('validates the insurance with the expiry date staff read on it: the invoice blocker is gone', async () => {
    const other = await signIn(t.ctx.app, OTHER);
    const staff = await signIn(t.ctx.app, STAFF);
    const fileId = await uploaded(other);
    await send(other, 'PROFESSIONAL_INSURANCE', { fileId, expirationDate: '2026-12-31' });
    expect(await insuranceBlockers(other)).toEqual(['insurance_missing']);

    const res = await review(staff, other.userId, 'PROFESSIONAL_INSURANCE', {
      decision: 'VALIDATE',
      fileId,
      expirationDate: '2027-03-31',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<FolderDocument>()).toMatchObject({ status: 'VALIDATED', expirationDate: '2027-03-31' });
    expect(await insuranceBlockers(other)).toEqual([]);
    const me = (await api('GET', `/assistants/${other.userId}`, other)).json<{
      proInsuranceLimitDate: string;
    }>();
    expect(me.proInsuranceLimitDate).toBe('2027-03-31');
  });

  it('checks the expiry date (spec 5): in the future, required for the insurance, none where the type has none', async () => {
    const other = await signIn(t.ctx.app, OTHER);
    const staff = await signIn(t.ctx.app, STAFF);
    const fileId = await uploaded(other);
    await send(other, 'PROFESSIONAL_INSURANCE', { fileId, expirationDate: '2026-12-31' });
    const refused = async (fileType: string, body: object) =>
      errJson(await review(staff, other.userId, fileType, { decision: 'VALIDATE', ...body })).errors.map(
        (e) => [e.errorCode, e.field],
      );
    // TEST_NOW is 2026-03-11: the limit day is tomorrow at the earliest
    expect(await refused('PROFESSIONAL_INSURANCE', { expirationDate: '2026-03-11' })).toEqual([
      ['date-in-future', 'expirationDate'],
    ]);
    expect(await refused('PROFESSIONAL_INSURANCE', { expirationDate: null })).toEqual([
      ['required-field', 'expirationDate'],
    ]);
    await send(other, 'INSEE_CARD', { fileId: await uploaded(other) });
    expect(await refused('INSEE_CARD', { expirationDate: '2027-01-01' })).toEqual([
      ['bad_request', 'expirationDate'],
    ]);
    // nothing moved: both still wait
    expect(
      (await api('GET', '/staff/documents', staff)).json<{ total: number }>().total,
    ).toBeGreaterThanOrEqual(3);
  });

  it('two staff members deciding at once: one decision applies, the other gets 409 and the state now', async () => {
    const other = await signIn(t.ctx.app, OTHER);
    const [a, b] = [await signIn(t.ctx.app, STAFF), await signIn(t.ctx.app, STAFF)];
    const fileId = await uploaded(other);
    await send(other, 'LAST_DIPLOMA', { fileId });
    const answers = await Promise.all([
      review(a, other.userId, 'LAST_DIPLOMA', { decision: 'VALIDATE', fileId }),
      review(b, other.userId, 'LAST_DIPLOMA', { decision: 'REFUSE', reason: 'Illisible', fileId }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const won = answers.find((r) => r.statusCode === 200)?.json<FolderDocument>();
    const [first, second] = answers;
    const lost = moved((first?.statusCode === 409 ? first : second) ?? answers[0]);
    expect(lost.errorCode).toBe('folder_document_already_decided');
    expect(lost.current).toMatchObject({ status: won?.status, fileId });
    const audits = await t.ctx.testDb.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'folder_document_reviewed'), eq(auditLog.subjectId, other.userId)));
    expect(audits).toHaveLength(1);
  });

  it('refuses a decision on a version replaced by a newer one, or already decided', async () => {
    const other = await signIn(t.ctx.app, OTHER);
    const staff = await signIn(t.ctx.app, STAFF);
    const first = await uploaded(other);
    await send(other, 'INSEE_CARD', { fileId: first });
    const second = await uploaded(other);
    await send(other, 'INSEE_CARD', { fileId: second });
    const stale = await review(staff, other.userId, 'INSEE_CARD', { decision: 'VALIDATE', fileId: first });
    expect(stale.statusCode).toBe(409);
    expect(moved(stale).current).toMatchObject({ status: 'PENDING', fileId: second });
    expect(
      (await review(staff, other.userId, 'INSEE_CARD', { decision: 'VALIDATE', fileId: second })).statusCode,
    ).toBe(200);
    // validated already: validating again changes nothing (409); a new version then waits beside it
    expect((await review(staff, other.userId, 'INSEE_CARD', { decision: 'VALIDATE' })).statusCode).toBe(409);
    const third = await uploaded(other);
    await send(other, 'INSEE_CARD', { fileId: third });
    const onOld = await review(staff, other.userId, 'INSEE_CARD', {
      decision: 'REFUSE',
      reason: 'x',
      fileId: second,
    });
    expect(moved(onOld).current).toMatchObject({
      status: 'VALIDATED',
      replacementStatus: 'PENDING',
      replacementFileId: third,
    });
    expect(
      (
        await review(staff, other.userId, 'INSEE_CARD', {
          decision: 'REFUSE',
          reason: 'Floue',
          fileId: third,
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('GET /staff/documents/{fileId}/content', () => {
  it("serves a folder document's bytes with its type, the read audited; no other file", async () => {
    const other = await signIn(t.ctx.app, OTHER);
    const staff = await signIn(t.ctx.app, STAFF);
    const fileId = await uploaded(other);
    await send(other, 'PROFESSIONAL_INSURANCE', { fileId, expirationDate: '2026-12-31' });
    const res = await api('GET', `/staff/documents/${fileId}/content`, staff);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const audits = await t.ctx.testDb.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff_access'), eq(auditLog.subjectId, other.userId)));
    expect(audits.map((a) => a.detail)).toEqual([{ route: 'GET /staff/documents/:fileId/content' }]);

    // a file uploaded for the folder but never sent, an expense proof, an unknown id: not found here
    const unsent = await uploaded(other);
    expect((await api('GET', `/staff/documents/${unsent}/content`, staff)).statusCode).toBe(404);
    expect((await api('GET', `/staff/documents/nope/content`, staff)).statusCode).toBe(404);
    const finance = await signIn(t.ctx.app, FINANCE);
    expect((await api('GET', `/staff/documents/${fileId}/content`, finance)).statusCode).toBe(403);
    expect((await api('GET', `/staff/documents/${fileId}/content`, other)).statusCode).toBe(403);
  });
});

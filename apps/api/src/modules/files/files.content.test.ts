import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { filesDirOf } from '../../config';
import { files } from '../../db/schema/index';
import { errJson, objJson } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';
import {
  HTML_BEHIND_JPEG,
  HTML_BEHIND_PNG,
  JPEG,
  JPEG_THEN_HTML,
  PDF,
  PDF_ACTIVE,
  PDF_WITHOUT_XREF,
  PDF_WITH_HIDDEN_JS,
  PDF_WITH_JS,
  PNG,
  PNG_THEN_HTML,
  upload,
  type UploadFile,
} from './files.fixtures';
import { uploadTempDirOf } from './files.routes';

const t = useSignedInDemo();
const rows = () => t.ctx.testDb.db.select().from(files);
const listed = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir) : []);

/** Uploads `file`, expects a 400 with `code` on the `file` field, and nothing kept anywhere. */
const refused = async (file: UploadFile, code: string): Promise<void> => {
  const res = await upload(t.ctx.app, t.s.token, file);
  expect(res.statusCode, res.body).toBe(400);
  expect(errJson(res)).toMatchObject({ errorCode: code, errors: [{ errorCode: code, field: 'file' }] });
  expect(await rows()).toHaveLength(0);
  expect(listed(filesDirOf(t.ctx.app.appConfig))).toEqual([]);
  expect(listed(uploadTempDirOf(t.ctx.app.appConfig))).toEqual([]);
};

/** The link, then the answer, of an uploaded file. */
const served = async (file: UploadFile) => {
  const res = await upload(t.ctx.app, t.s.token, file);
  expect(res.statusCode, res.body).toBe(200);
  const id = String(objJson(res).id);
  const link = await t.ctx.app.inject({
    method: 'GET',
    url: `/api/files/token?userId=${t.s.userId}&fileId=${id}`,
    headers: { authorization: `Bearer ${t.s.token}` },
  });
  return t.ctx.app.inject({ method: 'GET', url: String(objJson(link).url) });
};

describe('POST /files refuses a file that is not entirely what it claims', () => {
  it.each([
    ['HTML behind a PNG signature', { name: 'photo.png', bytes: HTML_BEHIND_PNG, type: 'image/png' }],
    ['HTML behind a JPEG signature', { name: 'photo.jpg', bytes: HTML_BEHIND_JPEG, type: 'image/jpeg' }],
    ['a real PNG followed by a page', { name: 'photo.png', bytes: PNG_THEN_HTML, type: 'image/png' }],
    ['a real JPEG followed by a page', { name: 'photo.jpg', bytes: JPEG_THEN_HTML, type: 'image/jpeg' }],
    ['a truncated JPEG', { name: 'photo.jpg', bytes: JPEG.subarray(0, JPEG.length - 100) }],
    ['a PDF without xref nor startxref', { name: 'facture.pdf', bytes: PDF_WITHOUT_XREF }],
  ])('%s: file_content_invalid', async (_label, file) => {
    await refused(file, 'file_content_invalid');
  });

  it.each([
    ['a PDF whose opening runs JavaScript', PDF_WITH_JS],
    ['a PDF hiding JavaScript in a compressed object stream, #-escaped', PDF_WITH_HIDDEN_JS],
    ['a PDF carrying an embedded file', PDF_ACTIVE.embedded],
    ['a PDF launching a program', PDF_ACTIVE.launch],
    ['a PDF with additional actions', PDF_ACTIVE.additionalActions],
  ])('%s: pdf_active_content', async (_label, bytes) => {
    await refused({ name: 'facture.pdf', bytes, type: 'application/pdf' }, 'pdf_active_content');
  });

  it.each([
    ['a PDF named .png', { name: 'photo.png', bytes: PDF, type: 'image/png' }],
    ['a PDF named .png, no declared type', { name: 'photo.png', bytes: PDF }],
    ['a PNG named .pdf', { name: 'scan.pdf', bytes: PNG }],
    ['a JPEG named .png', { name: 'photo.png', bytes: JPEG }],
    ['a PDF without extension', { name: 'facture', bytes: PDF }],
    ['a PNG declared as HTML', { name: 'photo.png', bytes: PNG, type: 'text/html' }],
    ['a PNG declared as text', { name: 'photo.png', bytes: PNG, type: 'text/plain' }],
    ['a PDF declared as a PNG', { name: 'facture.pdf', bytes: PDF, type: 'image/png' }],
  ])('%s: file_content_type_not_allowed', async (_label, file) => {
    await refused(file, 'file_content_type_not_allowed');
  });

  it('refuses an image of more than 24 megapixels as too big, before decoding its pixels', async () => {
    const huge = await sharp({ create: { width: 6000, height: 4001, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    await refused({ name: 'huge.png', bytes: huge }, 'image_too_big');
  });
});

describe('POST /files keeps real files', () => {
  it.each([
    ['a real photo (JPEG)', { name: 'ticket.jpg', bytes: JPEG, type: 'image/jpeg' }, 'image/jpeg'],
    [
      'a JPEG declared image/jpg, named .jpeg',
      { name: 'a.JPEG', bytes: JPEG, type: 'image/jpg' },
      'image/jpeg',
    ],
    ['a real PNG', { name: 'capture.png', bytes: PNG, type: 'image/png' }, 'image/png'],
    ['a real PDF', { name: 'facture.pdf', bytes: PDF, type: 'application/pdf' }, 'application/pdf'],
  ])('%s', async (_label, file, type) => {
    const res = await upload(t.ctx.app, t.s.token, file);
    expect(res.statusCode, res.body).toBe(200);
    expect(objJson(res)).toMatchObject({ type, size: file.bytes.length });
    expect(listed(filesDirOf(t.ctx.app.appConfig))).toHaveLength(1);
    expect(listed(uploadTempDirOf(t.ctx.app.appConfig))).toEqual([]);
  });

  it.each([
    ['direction overrides', 'facture\u202Efdp.pdf', 'facturefdp.pdf'],
    ['isolates and marks', '\u2066re\u200Fçu\u2069 mars.pdf', 'reçu mars.pdf'],
    ['markup', '<img src=x onerror=alert(1)>.pdf', '_img src=x onerror=alert(1)_.pdf'],
    ['a decomposed accent and odd spaces', 'Rec\u0327u\u00a0 \u2003 taxi.pdf', 'Reçu taxi.pdf'],
  ])('cleans a name with %s, readable', async (_label, name, clean) => {
    const res = await upload(t.ctx.app, t.s.token, { name, bytes: PDF });
    expect(res.statusCode, res.body).toBe(200);
    expect(objJson(res).name).toBe(clean);
    expect((await rows())[0]?.name).toBe(clean);
  });

  it('refuses a name whose real extension shows once overrides are removed', async () => {
    // shown as "photoexe.png" with the override, it is photo<RLO>gnp.exe: an .exe
    await refused({ name: 'photo\u202Egnp.exe', bytes: PNG }, 'file_content_type_not_allowed');
    await refused({ name: '\u202E\u2066', bytes: PNG }, 'file_name_not_allowed');
  });
});

describe('GET /files/content answers so that no browser runs the file', () => {
  const sandboxed = (headers: Record<string, unknown>) => {
    expect(String(headers['content-security-policy'])).toMatch(/^sandbox(;|$)/);
    expect(String(headers['content-security-policy'])).not.toContain('allow-scripts');
    expect(headers['x-content-type-options']).toBe('nosniff');
  };

  it('serves an image inline, as the image it is, sandboxed', async () => {
    const res = await served({ name: 'ticket.jpg', bytes: JPEG });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toBe("inline; filename*=UTF-8''ticket.jpg");
    expect(res.headers['content-length']).toBe(String(JPEG.length));
    expect(res.rawPayload.equals(JPEG)).toBe(true);
    sandboxed(res.headers);
  });

  it('serves a PDF as an attachment, sandboxed', async () => {
    const res = await served({ name: 'facture mars.pdf', bytes: PDF });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe("attachment; filename*=UTF-8''facture%20mars.pdf");
    expect(res.rawPayload.equals(PDF)).toBe(true);
    sandboxed(res.headers);
  });

  it('cleans a name stored before names were cleaned, in Content-Disposition', async () => {
    const up = await upload(t.ctx.app, t.s.token, { name: 'a.pdf', bytes: PDF });
    const id = String(objJson(up).id);
    await t.ctx.testDb.db.update(files).set({ name: 'x\u202E<b>.pdf' }).where(eq(files.id, id));
    const link = await t.ctx.app.inject({
      method: 'GET',
      url: `/api/files/token?userId=${t.s.userId}&fileId=${id}`,
      headers: { authorization: `Bearer ${t.s.token}` },
    });
    const res = await t.ctx.app.inject({ method: 'GET', url: String(objJson(link).url) });
    expect(res.headers['content-disposition']).toBe("attachment; filename*=UTF-8''x_b_.pdf");
  });
});

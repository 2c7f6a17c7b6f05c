import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { and, eq, isNull, notInArray } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { events, reports } from '../../db/schema/index';
import { JPEG, PAGE_OBJECTS, PNG, buildPdf, contentStream } from '../../test/real-files';
import type { TestContext } from '../../test/test-app';
import { bearer } from '../../test/test-app';

/** The real files, shared with other modules' tests. */
export { JPEG, PNG, PDF, buildPdf, pdfOfSize } from '../../test/real-files';

export const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
/** HTML behind the first bytes of a real PNG / JPEG: the signature is right, the rest is a page. */
export const HTML_BEHIND_PNG = Buffer.concat([PNG.subarray(0, 8), HTML]);
export const HTML_BEHIND_JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), HTML]);
/** A real image with a page after its end (a polyglot: image for one reader, HTML for another). */
export const PNG_THEN_HTML = Buffer.concat([PNG, HTML]);
export const JPEG_THEN_HTML = Buffer.concat([JPEG, HTML]);
/** A PDF whose opening runs JavaScript. */
export const PDF_WITH_JS = buildPdf([
  '<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R >>',
  ...PAGE_OBJECTS.slice(1),
  contentStream('0 0 1 rg 10 10 100 100 re f'),
  '<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>',
]);
/** The same action hidden: the name spelled with #-escapes, inside a compressed object stream. */
export const PDF_WITH_HIDDEN_JS = (() => {
  const objects = '6 0 << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>';
  const packed = deflateSync(Buffer.from(objects, 'latin1')).toString('latin1');
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 6 0 R >>',
    ...PAGE_OBJECTS.slice(1),
    contentStream('0 0 1 rg 10 10 100 100 re f'),
    `<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n${packed}\nendstream`,
  ]);
})();
/** A PDF that carries another file, or launches a program, or acts on page open. */
export const PDF_ACTIVE = {
  embedded: buildPdf([
    '<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles << /Names [(a.exe) 5 0 R] >> >> >>',
    ...PAGE_OBJECTS.slice(1),
    contentStream(''),
    '<< /Type /Filespec /F (a.exe) >>',
  ]),
  launch: buildPdf([
    '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /Launch /F (calc.exe) >> >>',
    ...PAGE_OBJECTS.slice(1),
    contentStream(''),
  ]),
  additionalActions: buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /AA << /O << /S /URI /URI (http://x.test) >> >> >>',
  ]),
};
/** A PDF without its cross-reference table and startxref (not well-formed). */
export const PDF_WITHOUT_XREF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF',
  'latin1',
);

export type UploadFile = { name: string; bytes: Uint8Array; type?: string };

/** A multipart body as a browser builds it (a fresh random boundary on each call). */
export const multipart = async (
  fields: Record<string, string>,
  file?: UploadFile,
): Promise<{ payload: Buffer; contentType: string }> => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file)
    form.append('file', new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
  const request = new Request('http://relais.test/api/files', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
};

export const upload = async (
  app: FastifyInstance,
  token: string,
  file: UploadFile | undefined,
  fields: Record<string, string> = { usage: 'EXPENSE' },
  idempotencyKey?: string,
): Promise<LightMyRequestResponse> => {
  const { payload, contentType } = await multipart(fields, file);
  return app.inject({
    method: 'POST',
    url: '/api/files',
    headers: {
      ...bearer(token),
      'content-type': contentType,
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    payload,
  });
};

export const newKey = (): string => randomUUID();

/** One live event of the assistant whose report is not submitted (or, with `frozen`, is validated). */
export const eventOf = async (ctx: TestContext, assistantId: string, frozen = false): Promise<string> => {
  const submitted = ctx.testDb.db.select({ id: reports.eventId }).from(reports);
  const validated = await ctx.testDb.db
    .select({ id: events.id })
    .from(events)
    .innerJoin(reports, eq(reports.eventId, events.id))
    .where(and(eq(events.assistantId, assistantId), eq(reports.status, 'VALIDATED')));
  const open = await ctx.testDb.db
    .select({ id: events.id })
    .from(events)
    .where(
      and(eq(events.assistantId, assistantId), isNull(events.deletedAt), notInArray(events.id, submitted)),
    );
  const id = (frozen ? validated : open)[0]?.id;
  if (!id) throw new Error(`files test: the seed needs a ${frozen ? 'validated' : 'open'} event`);
  return id;
};

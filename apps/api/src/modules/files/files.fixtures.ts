import { randomUUID } from 'node:crypto';
import { and, eq, isNull, notInArray } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { events, reports } from '../../db/schema/index';
import type { TestContext } from '../../test/test-app';
import { bearer } from '../../test/test-app';

/** A real 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** A real 1x1 baseline JPEG. */
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
/** A real one-page PDF. */
export const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n'),
  'latin1',
);
export const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

/** A PDF of exactly `size` bytes (the header, then padding). */
export const pdfOfSize = (size: number): Buffer => {
  const bytes = Buffer.alloc(size, 0x20);
  PDF.copy(bytes, 0, 0, Math.min(PDF.length, size));
  return bytes;
};

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

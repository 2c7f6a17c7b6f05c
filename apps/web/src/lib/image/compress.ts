import { FILE_MAX_BYTES, IMAGE_MAX_SIDE, uploadErrors } from '@relais/domain/rules';
import { documentErrorCodes } from '../file-check';
import { compressBitmap } from './compress-core';
import { jpegName, type ImageRefusal } from './plan';
import type { WorkerRequest, WorkerResponse } from './protocol';
import { domSurfaces } from './surfaces';

/** A proof ready to be stored (draft, outbox) and uploaded: bytes with a name and a type. */
export type PreparedFile = { name: string; type: string; data: ArrayBuffer };
export type PrepareOutcome = { ok: true; file: PreparedFile } | { ok: false; code: string };

type Compressed = { ok: true; data: ArrayBuffer } | { ok: false; reason: ImageRefusal };

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, (r: WorkerResponse) => void>();

const workerSupported = (): boolean =>
  typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined';

const getWorker = (): Worker => {
  if (!worker) {
    worker = new Worker(new URL('./compress.worker.ts', import.meta.url), {
      type: 'module',
      name: 'image-compress',
    });
    worker.onmessage = (e: MessageEvent<WorkerResponse>) => {
      waiting.get(e.data.id)?.(e.data);
      waiting.delete(e.data.id);
    };
    worker.onerror = () => {
      for (const [id, resolve] of waiting) resolve({ id, ok: false, reason: 'image_unreadable' });
      waiting.clear();
      worker?.terminate();
      worker = null;
    };
  }
  return worker;
};

const inWorker = (blob: Blob): Promise<Compressed> =>
  new Promise((resolve) => {
    const id = nextId++;
    waiting.set(id, (r) => resolve(r.ok ? { ok: true, data: r.data } : { ok: false, reason: r.reason }));
    const request: WorkerRequest = { id, blob, maxSide: IMAGE_MAX_SIDE, maxBytes: FILE_MAX_BYTES };
    getWorker().postMessage(request);
  });

const onMainThread = async (blob: Blob): Promise<Compressed> => {
  try {
    const bitmap = await createImageBitmap(blob);
    const outcome = await compressBitmap(domSurfaces(), bitmap);
    bitmap.close();
    return outcome.ok
      ? { ok: true, data: await outcome.blob.arrayBuffer() }
      : { ok: false, reason: outcome.reason };
  } catch {
    return { ok: false, reason: 'image_unreadable' };
  }
};

/** Scales and re-encodes an image (JPEG, at most 1920 px and 5 MB), in a module worker when possible. */
export const compressImage = (blob: Blob): Promise<Compressed> =>
  workerSupported() ? inWorker(blob) : onMainThread(blob);

const isPdf = (file: File): boolean => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/**
 * A picked proof as it will be stored and uploaded: images compressed, PDFs checked as they are
 * (size and type, `uploadErrors`). The refusal code is translated by the caller.
 */
export const prepareProof = async (file: File): Promise<PrepareOutcome> => {
  if (isPdf(file)) {
    const data = await file.arrayBuffer();
    const [first] = documentErrorCodes(
      { name: file.name, size: data.byteLength, bytes: new Uint8Array(data.slice(0, 8)) },
      { pdfOnly: true },
    );
    return first
      ? { ok: false, code: first }
      : { ok: true, file: { name: file.name, type: 'application/pdf', data } };
  }
  if (!file.type.startsWith('image/')) return { ok: false, code: 'file_content_type_not_allowed' };
  const compressed = await compressImage(file);
  if (!compressed.ok) return { ok: false, code: compressed.reason };
  const name = jpegName(file.name);
  const errors = uploadErrors({
    name,
    size: compressed.data.byteLength,
    bytes: new Uint8Array(compressed.data.slice(0, 8)),
  });
  const first = errors[0];
  return first
    ? { ok: false, code: first.errorCode }
    : { ok: true, file: { name, type: 'image/jpeg', data: compressed.data } };
};

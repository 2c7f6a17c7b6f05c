import type { ImageRefusal } from './plan';

export type WorkerRequest = { id: number; blob: Blob; maxSide: number; maxBytes: number };
export type WorkerResponse =
  | { id: number; ok: true; data: ArrayBuffer; width: number; height: number }
  | { id: number; ok: false; reason: ImageRefusal };

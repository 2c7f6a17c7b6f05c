import type { StoredFile } from './types';

/** Files as bytes with their name and type (IndexedDB-safe everywhere). */
export const storeFiles = (files: File[]): Promise<StoredFile[]> =>
  Promise.all(files.map(async (f) => ({ name: f.name, type: f.type, data: await f.arrayBuffer() })));

export const toFile = (stored: StoredFile): File =>
  new File([stored.data], stored.name, { type: stored.type });

import type { FileStore } from './file-store';

/** What a copy did: objects copied and their bytes, keys already in the target left as they were. */
export type CopyReport = { copied: number; bytes: number; skipped: number };

/**
 * Copies every file of `from` into `to` under the same key, one stream at a time; a key already in
 * `to` is skipped (never overwritten), so a second run copies nothing more. A key listed but gone by
 * the time it is read (deleted meanwhile) is not copied.
 */
export const copyFileStore = async (from: FileStore, to: FileStore): Promise<CopyReport> => {
  const present = new Set<string>();
  for await (const key of to.list()) present.add(key);
  const report: CopyReport = { copied: 0, bytes: 0, skipped: 0 };
  for await (const key of from.list()) {
    if (present.has(key)) {
      report.skipped += 1;
      continue;
    }
    const stored = await from.get(key);
    if (!stored) continue;
    await to.put(key, stored.stream, stored.size);
    report.copied += 1;
    report.bytes += stored.size;
  }
  return report;
};

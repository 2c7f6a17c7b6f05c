import { closeSync, existsSync, fsyncSync, openSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { pgliteExtensions } from './pglite-extensions';

/**
 * What the embedded database guarantees, as the README states it and a production start logs it.
 * Kept in one place so the log line and the code that makes it true do not drift apart.
 */
export const EMBEDDED_DURABILITY =
  'embedded database (PGlite): every acknowledged write is fsynced to disk before its answer ' +
  '(it survives kill -9, and an OS crash or power loss on a disk that honours flushes); ' +
  'one process, no replication or backup: set DATABASE_URL to a PostgreSQL server in production';

/**
 * PostgreSQL's own durability settings. PGlite starts PostgreSQL with `-F` (fsync off); here fsync
 * is on, each commit waits for its WAL (`synchronous_commit`), and the WAL is flushed with fsync():
 * the WASM layer answers fdatasync() without doing anything, so the default `fdatasync` method
 * would flush nothing.
 */
export const DURABLE_SETTINGS = {
  fsync: 'on',
  synchronous_commit: 'on',
  full_page_writes: 'on',
  wal_sync_method: 'fsync',
} as const;

const startParams = (): string[] => [
  ...PGlite.defaultStartParams.filter((p) => p !== '-F'),
  ...Object.entries(DURABLE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

/** WASI's EIO: a failed flush is reported to PostgreSQL, which then stops rather than go on. */
const EIO = 29;

/**
 * PGlite's node file system (Emscripten NODEFS) writes through to real files but has no fsync:
 * PostgreSQL's fsync() calls reach `stream_ops.fsync`, which is missing, and succeed without
 * flushing. This gives it one, on the real file descriptor (`nfd`).
 */
const addFsync = (nodefs: object, fsync: (fd: number) => void): void => {
  const ops: unknown = Reflect.get(nodefs, 'stream_ops');
  if (typeof ops !== 'object' || ops === null) {
    throw new Error('PGlite NODEFS has no stream_ops: the embedded database cannot flush to disk');
  }
  Reflect.set(ops, 'fsync', (stream: unknown): number => {
    const fd: unknown =
      typeof stream === 'object' && stream !== null ? Reflect.get(stream, 'nfd') : undefined;
    if (typeof fd !== 'number') return EIO;
    try {
      fsync(fd);
      return 0;
    } catch {
      return EIO;
    }
  });
};

class FlushingNodeFS extends NodeFS {
  constructor(
    dir: string,
    private readonly fsync: (fd: number) => void,
  ) {
    super(dir);
  }

  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const preRun = [
      ...(emscriptenOpts.preRun ?? []),
      (mod: { NODEFS: object }) => addFsync(mod.NODEFS, this.fsync),
    ];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } };
  }
}

const flushPath = (path: string, fsync: (fd: number) => void): void => {
  const fd = openSync(path, 'r');
  try {
    fsync(fd);
  } finally {
    closeSync(fd);
  }
};

/** Flushes every file and folder under `dir`, `dir` included: what initdb does after creating a cluster. */
const flushTree = (dir: string, fsync: (fd: number) => void): void => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) flushTree(path, fsync);
    else if (entry.isFile()) flushPath(path, fsync);
  }
  flushPath(dir, fsync);
};

/**
 * PGlite in `dir` with PostgreSQL's full durability: fsync on, each commit's WAL flushed before it
 * is acknowledged, checkpoints flushing data files and folders. A new cluster is flushed once whole
 * (PGlite's initdb does not). `fsync` is the flush itself (a test counts the calls).
 */
export const openDurablePglite = async (
  dir: string,
  fsync: (fd: number) => void = fsyncSync,
  options: Omit<PGliteOptions, 'fs' | 'startParams'> = {},
): Promise<PGlite> => {
  const fresh = !existsSync(join(dir, 'PG_VERSION'));
  const client = await PGlite.create({
    extensions: pgliteExtensions,
    ...options,
    fs: new FlushingNodeFS(dir, fsync),
    startParams: startParams(),
  });
  if (fresh) {
    flushTree(dir, fsync);
    flushPath(dirname(dir), fsync); // the cluster folder's own entry
  }
  return client;
};

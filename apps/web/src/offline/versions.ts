import { VERSION_ERROR_CODES } from './engine-deps';
import type { ActionDefinition, ActionError, AnyAction, OutboxRecord, StoredFile } from './types';

/** Records written before versions existed carry none: they are version 1. */
export const versionOf = (r: Pick<OutboxRecord, 'version'>): number => r.version ?? 1;

const parkedForVersion = (r: OutboxRecord): boolean =>
  r.state === 'parked' &&
  (r.lastError?.code === VERSION_ERROR_CODES.older || r.lastError?.code === VERSION_ERROR_CODES.newer);

/**
 * A stored record as this build may treat it. Queued by an older build: upgraded by its
 * definition's `upgrade` (and waiting again if only its version had held it), else parked with
 * `versionError('older')`. Queued by a newer build: parked with `versionError('newer')` in this tab
 * (a tab of the newer build sends it). Kept either way, never sent as it was.
 */
export const withVersionChecked = (
  r: OutboxRecord,
  def: AnyAction | undefined,
  versionError: (queuedBy: 'older' | 'newer') => ActionError,
): OutboxRecord => {
  const version = versionOf(r);
  if (!def || version === def.version) return r;
  const upgraded = version < def.version ? def.run.upgrade(r.body, version) : null;
  if (upgraded) {
    const waitAgain = parkedForVersion(r);
    return {
      ...r,
      body: upgraded.body,
      version: def.version,
      ...(waitAgain ? { state: 'waiting', lastError: null } : {}),
    };
  }
  return { ...r, state: 'parked', lastError: versionError(version < def.version ? 'older' : 'newer') };
};

/** A new record of `def`'s current version; `seq` keeps the order the user acted in (`counter` within a millisecond). */
export const newRecord = <B, T extends string>(
  def: ActionDefinition<B, T>,
  body: B,
  at: { userId: string; files: StoredFile[]; createdAt: number; counter: number; uuid: () => string },
): OutboxRecord => ({
  id: at.uuid(),
  seq: at.createdAt * 1000 + at.counter,
  type: def.type,
  version: def.version,
  body,
  state: 'waiting',
  createdAt: at.createdAt,
  attempts: 0,
  lastError: null,
  userId: at.userId,
  idempotencyKey: at.uuid(),
  files: at.files,
  ...(def.silent ? { silent: true } : {}),
});

/**
 * A record edited again by this build's form: the body is its definition's current version, sent
 * afresh (new idempotency key, no error, no attempts); `files` replaces the queued ones when given.
 */
export const resubmittedRecord = (
  current: OutboxRecord,
  change: { version: number; body: unknown; files: StoredFile[] | undefined; idempotencyKey: string },
): OutboxRecord => ({
  ...current,
  version: change.version,
  body: change.body,
  files: change.files ?? current.files,
  idempotencyKey: change.idempotencyKey,
  state: 'waiting',
  lastError: null,
  attempts: 0,
});

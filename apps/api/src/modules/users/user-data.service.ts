import { PassThrough, Readable } from 'node:stream';
import sharp from 'sharp';
import { ZipFile } from 'yazl';
import {
  ACCOUNT_DELETE_ATTEMPTS_PER_WINDOW,
  ACCOUNT_DELETE_WINDOW_MS,
  ACCOUNT_EXPORTS_PER_WINDOW,
  ACCOUNT_EXPORT_WINDOW_MS,
  AVATAR_MAX_SIDE,
  addDays,
  businessDate,
  cleanFileName,
  type Clock,
} from '@relais/domain';
import { isStaffUser, type ProviderInfo } from '../../config';
import { verifyPassword } from '../../lib/password';
import { accessDenied, AppError, notFound, ruleFailure, tooManyRequests } from '../../plugins/app-error';
import type { RateLimits } from '../../plugins/rate-limits';
import type { AuditEntry, AuthContext } from '../../plugins/types';
import type { FilesService } from '../files/files.service';
import { pictureUrl, type UserDataRepository } from './user-data.repository';

type Actor = { userId: string; ip: string };

const pictureInvalid = (): AppError =>
  ruleFailure(
    [{ errorCode: 'avatar_file_invalid', field: 'fileId' }],
    'The avatar must be one of your own images uploaded for it',
  );

/** Bytes as a stream's chunks, read whole (an avatar is small; its size was checked at upload). */
const readAll = async (stream: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
};

/** The ZIP's name for a file: its usage folder, its id (unique) and its cleaned name. */
export const zipPathOf = (f: { id: string; usage: string; name: string }): string =>
  `files/${f.usage.toLowerCase()}/${f.id}-${cleanFileName(f.name).replace(/[/\\]/g, '_')}`;

export const createUserDataService = (deps: {
  repo: UserDataRepository;
  files: FilesService;
  clock: Clock;
  audit: (entry: AuditEntry) => Promise<void>;
  rateLimits: RateLimits;
  provider: ProviderInfo;
}) => {
  const { repo, clock } = deps;

  /** Export and deletion are the person's own acts: staff cannot do them for her. */
  const ownerOnly = (auth: AuthContext, userId: string): void => {
    if (auth.userId !== userId) throw accessDenied();
  };

  const claim = async (key: string, limit: number, windowMs: number): Promise<void> => {
    const rate = await deps.rateLimits.claimInWindow(key, limit, windowMs);
    if (!rate.claimed) throw tooManyRequests(rate.retryAfterSeconds);
  };

  return {
    /** The avatar's bytes (owner or staff: the route's owner check); 404 when there is none. */
    picture: async (userId: string) => {
      const file = await repo.picture(userId);
      if (!file || file.deletedAt) throw notFound('Picture');
      const stored = await deps.files.bytes(file.storageKey);
      if (!stored) throw notFound('Picture');
      return { type: file.type, ...stored };
    },

    /**
     * Makes one of her live images uploaded with usage AVATAR the avatar, once it is square (the
     * app crops it; the server decodes its header to check); the previous avatar's file is deleted.
     */
    setPicture: async (userId: string, fileId: string, actor: Actor) => {
      const file = await repo.file(fileId);
      if (file && file.ownerId !== userId) throw accessDenied();
      if (!file || file.deletedAt) throw notFound('File');
      if (file.usage !== 'AVATAR' || !file.type.startsWith('image/')) throw pictureInvalid();
      const stored = await deps.files.bytes(file.storageKey);
      if (!stored) throw notFound('File');
      const { width, height } = await sharp(await readAll(stored.stream)).metadata();
      if (!width || !height || width !== height || width > AVATAR_MAX_SIDE) {
        throw ruleFailure(
          [{ errorCode: 'avatar_not_square', field: 'fileId' }],
          'The avatar must be a square image',
        );
      }
      const previous = await repo.setPicture(userId, fileId, clock.now());
      if (previous) await deps.files.remove(userId, previous, actor).catch(() => undefined);
      return { avatarUrl: pictureUrl(userId, fileId) };
    },

    /** Removes the avatar and deletes its file; the initials show. Removing none is not an error. */
    removePicture: async (userId: string, actor: Actor) => {
      const previous = await repo.removePicture(userId, clock.now());
      if (previous) await deps.files.remove(userId, previous, actor).catch(() => undefined);
      return { avatarUrl: null };
    },

    /** The day the menu was opened, kept if later than the stored one; a day after tomorrow is refused. */
    markAvatarBadgeSeen: async (userId: string, date: string) => {
      if (date > addDays(businessDate(clock.now()), 1)) {
        throw new AppError(400, 'date-out-of-range', 'The date is in the future', {
          errors: [{ errorCode: 'date-out-of-range', field: 'date' }],
        });
      }
      const shownAt = await repo.markAvatarBadgeSeen(userId, date, clock.now());
      if (shownAt === undefined) throw notFound('User');
      return { avatarBadgeShownAt: shownAt };
    },

    /**
     * 'Download my data': a ZIP streamed as it is written (yazl): README.txt, data/<table>.json for
     * every personal table, then every live file of hers, read from the store one at a time.
     */
    exportZip: async (
      auth: AuthContext,
      userId: string,
      actor: Actor,
    ): Promise<{ stream: Readable; name: string }> => {
      ownerOnly(auth, userId);
      const account = await repo.account(userId);
      if (!account) throw notFound('User');
      await claim(`export:${userId}`, ACCOUNT_EXPORTS_PER_WINDOW, ACCOUNT_EXPORT_WINDOW_MS);
      const now = clock.now();
      const data = await repo.personalData(userId);
      const files = await repo.liveFiles(userId);
      const zip = new ZipFile();
      const mtime = now;
      zip.addBuffer(
        Buffer.from(
          [
            'Relais: your data',
            `Exported ${now.toISOString()} for ${account.loginEmail}.`,
            'data/*.json: your rows, one file per kind (profile, preferences, availability, absences,',
            'interventions and reports, invoices, history, messages, clients, curriculum, administrative',
            'file, skills, files metadata, avatar). files/<usage>/: your documents, as you sent them.',
            '',
          ].join('\n'),
        ),
        'README.txt',
        { mtime },
      );
      for (const { file, rows } of data) {
        zip.addBuffer(Buffer.from(JSON.stringify(rows, null, 2)), `data/${file}`, { mtime });
      }
      for (const f of files) {
        zip.addReadStreamLazy(zipPathOf(f), { mtime, compress: false }, (cb) => {
          deps.files
            .bytes(f.storageKey)
            // bytes lost from the store: an empty entry, the metadata in files.json still says what it was
            .then((stored) => cb(null, stored ? stored.stream : Readable.from([])))
            .catch((error: unknown) => cb(error, Readable.from([])));
        });
      }
      zip.end();
      await deps.audit({
        action: 'account_exported',
        actorId: actor.userId,
        subjectId: userId,
        ip: actor.ip,
        detail: { files: files.length },
      });
      const out = new PassThrough();
      zip.outputStream.on('error', (error: Error) => out.destroy(error)).pipe(out);
      return { stream: out, name: `relais-data-${businessDate(now)}.zip` };
    },

    /**
     * Deletes her own account after her password (staff accounts cannot be deleted this way): see
     * the repository for what goes and what is kept; then her files' bytes are removed.
     */
    deleteAccount: async (auth: AuthContext, userId: string, password: string) => {
      ownerOnly(auth, userId);
      const account = await repo.account(userId);
      if (!account) throw notFound('User');
      if (isStaffUser(account, deps.provider)) {
        throw new AppError(403, 'staff_account_not_deletable', 'A staff account cannot be deleted here');
      }
      await claim(`delete-account:${userId}`, ACCOUNT_DELETE_ATTEMPTS_PER_WINDOW, ACCOUNT_DELETE_WINDOW_MS);
      if (!(await verifyPassword(account.passwordHash, password))) {
        throw ruleFailure(
          [{ errorCode: 'password_incorrect', field: 'password' }],
          'The password is not right',
        );
      }
      const { storageKeys, keptAs } = await repo.deleteAccount(userId, clock.now());
      await deps.files.discardBytes(storageKeys);
      await deps.audit({
        action: 'account_deleted',
        actorId: keptAs,
        subjectId: keptAs,
        ip: null,
        detail: { files: storageKeys.length, invoicesKept: keptAs !== null },
      });
      return { success: true as const };
    },
  };
};

export type UserDataService = ReturnType<typeof createUserDataService>;

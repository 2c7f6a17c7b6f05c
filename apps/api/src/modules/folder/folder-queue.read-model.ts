import { and, asc, count, eq, isNotNull, lte, min, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FolderDocumentStatus, FolderFileType, StoredFileInfo } from '@relais/domain';
import type { Db } from '../../db/client';
import { countOver, summed } from '../../db/paging';
import { folderDocuments as fd } from '../../db/schema/index';

/**
 * The console's documents queue (issue 28): the folder's own reads across assistants, each on its
 * partial index (migration 0024). A waiting version is a document PENDING (its last write is its
 * sending: every later write decides it) or a replacement PENDING beside a validated one.
 */

export type QueueFilters = { assistantId?: string; fileType?: FolderFileType };
export type QueuePaging = { limit: number; offset: number };

/** One version in a list: the one waiting, or the one in force. */
export type QueueRow = {
  assistantId: string;
  fileType: string;
  replacing: boolean;
  status: FolderDocumentStatus;
  fileId: string | null;
  expirationDate: string | null;
  sentAt: Date | null;
};

const filtersOn = (f: QueueFilters): SQL[] => [
  ...(f.assistantId ? [eq(fd.assistantId, f.assistantId)] : []),
  ...(f.fileType ? [eq(fd.fileType, f.fileType)] : []),
];

const documentWaiting = (f: QueueFilters) => and(eq(fd.status, 'PENDING'), ...filtersOn(f));
const replacementWaiting = (f: QueueFilters) => and(eq(fd.replacementStatus, 'PENDING'), ...filtersOn(f));
const expiring = (f: QueueFilters, until: string) =>
  and(
    eq(fd.status, 'VALIDATED'),
    isNotNull(fd.expirationDate),
    lte(fd.expirationDate, until),
    ...filtersOn(f),
  );

type Summary = { total: number; oldestAt: Date | null };

/** A live file as the queue shows it. */
export type QueueFile = Pick<StoredFileInfo, 'id' | 'name' | 'type' | 'size'>;

/**
 * What a page's rows show of other modules, as SQL on the page's own columns (the wiring root gives
 * the users' and the files' read models): the page is then one statement.
 */
export type QueueShown = {
  assistantName: (id: AnyColumn) => SQL<string>;
  liveFile: (id: AnyColumn) => SQL<QueueFile | null>;
};

/** A page row with what it shows. */
export type ShownRow = QueueRow & { assistantName: string; file: QueueFile | null };

/**
 * The versions waiting, oldest sent first (the documents and the replacements, merged), with how many
 * wait and when the oldest was sent, in one query (db/paging.ts).
 */
export const waitingDocuments = async (
  h: Db,
  shown: QueueShown,
  f: QueueFilters,
  p: QueuePaging,
): Promise<{ rows: ShownRow[]; summary: Summary }> => {
  const documents = h
    .select({
      assistantId: fd.assistantId,
      fileType: fd.fileType,
      replacing: sql<boolean>`false`.as('replacing'),
      status: fd.status,
      fileId: fd.fileId,
      expirationDate: fd.expirationDate,
      sentAt: sql<Date | null>`${fd.updatedAt}`.as('sent_at'),
      id: fd.id,
    })
    .from(fd)
    .where(documentWaiting(f));
  const replacements = h
    .select({
      assistantId: fd.assistantId,
      fileType: fd.fileType,
      replacing: sql<boolean>`true`.as('replacing'),
      status: sql<FolderDocumentStatus>`${fd.replacementStatus}`.as('status'),
      fileId: fd.replacementFileId,
      expirationDate: fd.replacementExpirationDate,
      sentAt: sql<Date | null>`${fd.replacementSentAt}`.as('sent_at'),
      id: fd.id,
    })
    .from(fd)
    .where(replacementWaiting(f));
  const versions = documents.unionAll(replacements).as('versions');
  const paged = h
    .select({
      assistantId: versions.assistantId,
      fileType: versions.fileType,
      replacing: versions.replacing,
      status: versions.status,
      fileId: versions.fileId,
      expirationDate: versions.expirationDate,
      sentAt: versions.sentAt,
      id: versions.id,
      totalOver: countOver(),
      oldestAt: sql<Date | string | null>`min(${versions.sentAt}) over ()`.as('oldest_at'),
    })
    .from(versions)
    .orderBy(sql`sent_at asc, ${versions.id} asc`)
    .limit(p.limit)
    .offset(p.offset)
    .as('paged');
  const found = await h
    .select({
      assistantId: paged.assistantId,
      fileType: paged.fileType,
      replacing: paged.replacing,
      status: paged.status,
      fileId: paged.fileId,
      expirationDate: paged.expirationDate,
      sentAt: paged.sentAt,
      totalOver: paged.totalOver,
      oldestAt: paged.oldestAt,
      assistantName: shown.assistantName(paged.assistantId),
      file: shown.liveFile(paged.fileId),
    })
    .from(paged)
    .orderBy(sql`${paged.sentAt} asc, ${paged.id} asc`);
  const dated = (d: Date | string | null | undefined) => (d ? new Date(d) : null);
  const { rows, summary } = await summed(
    found,
    (r) => ({ total: r.totalOver, oldestAt: dated(r.oldestAt) }),
    () => waitingSummary(h, f),
  );
  return {
    rows: rows.map(({ oldestAt: _o, ...row }) => ({ ...row, sentAt: dated(row.sentAt) })),
    summary,
  };
};

/** How many versions wait, and when the oldest was sent (a page past the end carries no summary). */
const waitingSummary = async (h: Db, f: QueueFilters): Promise<Summary> => {
  const [[a], [b]] = await Promise.all([
    h
      .select({ n: count(), oldest: min(fd.updatedAt) })
      .from(fd)
      .where(documentWaiting(f)),
    h
      .select({ n: count(), oldest: min(fd.replacementSentAt) })
      .from(fd)
      .where(replacementWaiting(f)),
  ]);
  const oldest = [a?.oldest, b?.oldest]
    .filter((d): d is Date => d !== null && d !== undefined)
    .map((d) => new Date(d).getTime());
  return {
    total: (a?.n ?? 0) + (b?.n ?? 0),
    oldestAt: oldest.length > 0 ? new Date(Math.min(...oldest)) : null,
  };
};

/** The validated documents expiring by `until` (expired ones too), soonest first, and how many. */
export const expiringDocuments = async (
  h: Db,
  shown: QueueShown,
  f: QueueFilters,
  until: string,
  p: QueuePaging,
): Promise<{ rows: ShownRow[]; total: number }> => {
  const paged = h
    .select({
      assistantId: fd.assistantId,
      fileType: fd.fileType,
      status: fd.status,
      fileId: fd.fileId,
      expirationDate: fd.expirationDate,
      id: fd.id,
      totalOver: countOver(),
    })
    .from(fd)
    .where(expiring(f, until))
    .orderBy(asc(fd.expirationDate), asc(fd.id))
    .limit(p.limit)
    .offset(p.offset)
    .as('paged');
  const found = await h
    .select({
      assistantId: paged.assistantId,
      fileType: paged.fileType,
      replacing: sql<boolean>`false`,
      status: paged.status,
      fileId: paged.fileId,
      expirationDate: paged.expirationDate,
      sentAt: sql<Date | null>`null`,
      totalOver: paged.totalOver,
      assistantName: shown.assistantName(paged.assistantId),
      file: shown.liveFile(paged.fileId),
    })
    .from(paged)
    .orderBy(asc(paged.expirationDate), asc(paged.id));
  const { rows, summary } = await summed(
    found,
    (r) => r.totalOver,
    async () => {
      const [row] = await h.select({ n: count() }).from(fd).where(expiring(f, until));
      return row?.n ?? 0;
    },
  );
  return { rows, total: summary };
};

/** The assistants with a version waiting or a validated document expiring by `until`. */
export const queueAssistantIds = async (h: Db, until: string): Promise<string[]> => {
  const rows = await h
    .selectDistinct({ id: fd.assistantId })
    .from(fd)
    .where(or(eq(fd.status, 'PENDING'), eq(fd.replacementStatus, 'PENDING'), expiring({}, until)));
  return rows.map((r) => r.id);
};

/** The assistant whose folder holds `fileId` (in force or waiting), or null: no other file opens here. */
export const folderFileOwner = async (h: Db, fileId: string): Promise<string | null> => {
  const [row] = await h
    .select({ assistantId: fd.assistantId })
    .from(fd)
    .where(or(eq(fd.fileId, fileId), eq(fd.replacementFileId, fileId)))
    .limit(1);
  return row?.assistantId ?? null;
};

import type { Readable } from 'node:stream';
import {
  addDays,
  businessDate,
  FOLDER_EXPIRING_SOON_DAYS,
  FOLDER_EXPIRY,
  folderStateOf,
  type Clock,
  type FolderFileType,
} from '@relais/domain';
import type {
  StaffDocumentChoices,
  StaffDocumentItem,
  StaffDocumentPage,
  StaffDocumentsQuery,
} from '@relais/contract';
import { notFound } from '../../plugins/app-error';
import type { DocumentFile, ShownRow, StaffDocumentsRepository } from './staff-documents.repository';

/** The console's documents queue (issue 28): the lists, their filter's choices, a document's bytes. */
export const createStaffDocumentsService = (deps: { repo: StaffDocumentsRepository; clock: Clock }) => {
  const { repo, clock } = deps;

  /** Up to which day a validated document is listed as expiring (expired ones included). */
  const expiringUntil = (today: string) => addDays(today, FOLDER_EXPIRING_SOON_DAYS);

  /** The rows as the console shows them: the assistant's name, the file, the state today. */
  const itemsOf = (rows: readonly ShownRow[], today: string): StaffDocumentItem[] =>
    rows.map((r) => {
      const fileType = r.fileType as FolderFileType;
      return {
        assistant: { id: r.assistantId, name: r.assistantName },
        fileType,
        state: r.status === 'PENDING' ? 'SENT' : folderStateOf(r, today),
        status: r.status,
        replacing: r.replacing,
        sentAt: r.sentAt ? r.sentAt.toISOString() : null,
        expirationDate: r.expirationDate,
        expiry: FOLDER_EXPIRY[fileType],
        fileId: r.fileId,
        file: r.file,
      };
    });

  return {
    /** Waiting (oldest sent first) or expiring (soonest first), filtered and paged. */
    list: async (q: StaffDocumentsQuery): Promise<StaffDocumentPage> => {
      const today = businessDate(clock.now());
      const filters = { assistantId: q.assistantId, fileType: q.fileType };
      const paging = { limit: q.size, offset: q.page * q.size };
      if (q.state === 'expiring') {
        const until = expiringUntil(today);
        const { rows, total } = await repo.expiring(filters, until, paging);
        return { items: itemsOf(rows, today), total, page: q.page, size: q.size, oldestAt: null };
      }
      const { rows, summary } = await repo.waiting(filters, paging);
      return {
        items: itemsOf(rows, today),
        total: summary.total,
        page: q.page,
        size: q.size,
        oldestAt: summary.oldestAt ? summary.oldestAt.toISOString() : null,
      };
    },

    /** The assistants with a document waiting or expiring, by name. */
    choices: async (): Promise<StaffDocumentChoices> => {
      const ids = await repo.assistantIds(expiringUntil(businessDate(clock.now())));
      const names = await repo.names(ids);
      const assistants = ids
        .map((id) => ({ id, name: names.get(id) ?? '' }))
        .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
      return { assistants };
    },

    /**
     * A file of an assistant's administrative file (in force or waiting) with its bytes, and whose it
     * is (the caller audits the read). Any other file is not found here.
     */
    content: async (
      fileId: string,
    ): Promise<{ assistantId: string; file: DocumentFile; stream: Readable; size: number }> => {
      const assistantId = await repo.fileOwner(fileId);
      if (!assistantId) throw notFound('Document');
      const [file] = await repo.files([fileId]);
      if (!file || file.deletedAt !== null) throw notFound('Document');
      const stored = await repo.bytes(file.storageKey);
      if (!stored) throw notFound('Document');
      return { assistantId, file, ...stored };
    },
  };
};

export type StaffDocumentsService = ReturnType<typeof createStaffDocumentsService>;

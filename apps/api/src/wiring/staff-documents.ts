import type { Clock } from '@relais/domain';
import type { Db } from '../db/client';
import { filesByIds, liveFileSql } from '../modules/files/event-files.read-model';
import type { FilesService } from '../modules/files/files.service';
import { createStaffDocumentsRepository } from '../modules/folder/staff-documents.repository';
import { createStaffDocumentsService } from '../modules/folder/staff-documents.service';
import { userNameSql, userNamesOf } from '../modules/users/assistant-names.read-model';

/** The console's documents queue: the folder's queue reads, the users' names, the files and their bytes. */
export const buildStaffDocuments = (db: Db, deps: { files: FilesService; clock: Clock }) =>
  createStaffDocumentsService({
    repo: createStaffDocumentsRepository(db, {
      shown: { assistantName: userNameSql, liveFile: liveFileSql },
      userNamesOf,
      filesByIds,
      bytes: deps.files.bytes,
    }),
    clock: deps.clock,
  });

import type { Clock } from '@relais/domain';
import type { Db } from '../db/client';
import type { FilesService } from '../modules/files/files.service';
import { messageFileOf } from '../modules/files/message-files.read-model';
import type { MessagesService } from '../modules/messages/messages.service';
import { createStaffInboxRepository } from '../modules/messages/staff-inbox.repository';
import { createStaffInboxService } from '../modules/messages/staff-inbox.service';
import type { Audit } from '../plugins/types';
import { inboxTeamOf } from '../modules/users/inbox-team.read-model';
import { staffIdsQuery } from '../modules/users/message-parties.read-model';
import { userNameSql } from '../modules/users/assistant-names.read-model';
import { messagesRepositoryOn } from './repositories';

/** The console's team inbox: messaging's reads and staff send, the users' staff, names and team. */
export const buildStaffInbox = (
  db: Db,
  deps: { messages: MessagesService; files: Pick<FilesService, 'bytes'>; clock: Clock; audit: Audit },
) =>
  createStaffInboxService({
    repo: createStaffInboxRepository(db, { staffIdsQuery, userNameSql, inboxTeamOf, messageFileOf }),
    messagesRepo: messagesRepositoryOn(db),
    messages: deps.messages,
    bytes: deps.files.bytes,
    clock: deps.clock,
    audit: deps.audit,
  });

import { routeTable } from '@relais/contract/routes';
import type { StaffDocumentItem, StaffDocumentList } from '@relais/contract';
import type { FolderFileType, FolderReviewBody } from '@relais/domain/rules';
import { call, callBlob } from '../../lib/api-client';

/** What the documents queue shows: a list, its filters, its page (all kept in the URL). */
export type DocumentsSearch = {
  state: StaffDocumentList;
  assistantId?: string;
  fileType?: FolderFileType;
  page: number;
};

export const DOCUMENTS_PAGE_SIZE = 25;

/** The documents queue's query keys (the console's own client: nothing of it is persisted). */
export const staffDocumentKeys = {
  all: ['staff', 'documents'] as const,
  list: (search: DocumentsSearch) => ['staff', 'documents', 'list', search] as const,
  choices: ['staff', 'documents', 'choices'] as const,
  file: (fileId: string) => ['staff', 'documents', 'file', fileId] as const,
};

export const listDocuments = (search: DocumentsSearch, size = DOCUMENTS_PAGE_SIZE) =>
  call(routeTable.listStaffDocuments, { query: { ...search, size } });

export const documentChoices = () => call(routeTable.getStaffDocumentChoices);

/** A document's bytes (GET /staff/documents/{fileId}/content, audited), shown in place. */
export const documentBlob = async (fileId: string): Promise<Blob> =>
  (await callBlob(routeTable.getStaffDocumentContent, { params: { fileId } })).blob;

/** The existing staff decision, naming the version decided on (409 when it no longer waits). */
export const reviewDocument = (item: StaffDocumentItem, body: FolderReviewBody) =>
  call(routeTable.reviewFolderDocument, {
    params: { assistantId: item.assistant.id, fileType: item.fileType },
    body: { ...body, ...(item.fileId ? { fileId: item.fileId } : {}) },
  });

/** A row's key in the URL (`?open=`): the assistant, the type, and the version's file. */
export const documentKey = (item: StaffDocumentItem): string =>
  `${item.assistant.id}.${item.fileType}.${item.fileId ?? ''}`;

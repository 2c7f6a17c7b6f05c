import { routeTable } from '@relais/contract/routes';
import type { StaffDirectoryQuery } from '@relais/contract';
import type { CreateAssistantBody } from '@relais/domain';
import { call } from '../../lib/api-client';

/** What the directory shows: its search, filters, sort and page (all kept in the URL). */
export type DirectorySearch = Omit<StaffDirectoryQuery, 'size'>;

export const DIRECTORY_PAGE_SIZE = 25;

/** The directory's query keys (the console's own client: nothing of it is persisted). */
export const staffAssistantKeys = {
  all: ['staff', 'assistants'] as const,
  list: (search: DirectorySearch) => ['staff', 'assistants', 'list', search] as const,
};

export const listAssistants = (search: DirectorySearch, size = DIRECTORY_PAGE_SIZE) =>
  call(routeTable.listStaffAssistants, { query: { ...search, size } });

/** POST /staff/assistants: she gets the subscription mail; the referral code is optional. */
export const createAssistant = (body: CreateAssistantBody) => call(routeTable.createAssistant, { body });

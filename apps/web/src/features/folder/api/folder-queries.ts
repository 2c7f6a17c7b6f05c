import type { Folder } from '@relais/domain/rules';
import type { QueryClient } from '@tanstack/react-query';
import { routeTable } from '@relais/contract/routes';
import { call } from '../../../lib/api-client';
import { useUserQuery } from '../../../data/user';
import { dashboardKey } from '../../../data/dashboard';

/** The administrative file of one user (persisted with the query cache: readable offline). */
export const folderKey = (userId: string | undefined) => ['folder', userId] as const;

/** GET /assistants/{id}/folder: every document type with its state. */
export const useFolder = () =>
  useUserQuery<Folder>({
    key: folderKey,
    read: (id) => call(routeTable.getFolder, { params: { id } }),
    staleTime: 30_000,
  });

/**
 * After a document is acknowledged: the file, and what it moves elsewhere, read again: the home's
 * completion gauge and warnings (`dashboardKey` of `data/dashboard`) and the invoice readiness
 * (`['invoices', userId]`, the invoices feature's key written out: a feature never imports another),
 * whose blockers and reminders follow the file.
 */
export const refreshAfterFolderChange = (qc: QueryClient, userId: string): void => {
  void qc.invalidateQueries({ queryKey: folderKey(userId) });
  void qc.invalidateQueries({ queryKey: dashboardKey(userId) });
  void qc.invalidateQueries({ queryKey: ['invoices', userId] });
};

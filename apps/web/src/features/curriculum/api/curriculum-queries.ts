import type { Curriculum, Cv } from '@relais/domain/rules';
import type { QueryClient } from '@tanstack/react-query';
import { routeTable } from '@relais/contract/routes';
import { call } from '../../../lib/api-client';
import { useUserQuery } from '../../../data/user';
import { dashboardKey } from '../../../data/dashboard';

/** The curriculum of one user, and its CV under it (both persisted: the screen reads them offline). */
export const curriculumKey = (userId: string | undefined) => ['curriculum', userId] as const;
export const cvKey = (userId: string | undefined) => ['curriculum', userId, 'cv'] as const;

/** GET /assistants/{id}/curriculum */
export const useCurriculum = () =>
  useUserQuery<Curriculum>({
    key: curriculumKey,
    read: (id) => call(routeTable.getCurriculum, { params: { id } }),
    staleTime: 30_000,
  });

/** GET /assistants/{id}/cv (`cv: null` when none was sent). */
export const useCv = () =>
  useUserQuery<Cv>({
    key: cvKey,
    read: (id) => call(routeTable.getCv, { params: { id } }),
    staleTime: 30_000,
  });

/**
 * The completion shown by home and the gauge moves with the curriculum: its cached dashboard is
 * read again (`dashboardKey(userId)` of `data/dashboard`: every cached month).
 */
export const refreshCompletion = (qc: QueryClient, userId: string): void => {
  void qc.invalidateQueries({ queryKey: dashboardKey(userId) });
};

/** Downloads the current CV: a short-lived link (GET /files/token, usage CV), then the server's attachment. */
export const downloadCv = async (userId: string, fileId: string): Promise<void> => {
  const { url } = await call(routeTable.getFileToken, { query: { userId, fileId, usage: 'CV' } });
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.click();
};

import type { Recruitment } from '@relais/domain/rules';
import type { QueryClient } from '@tanstack/react-query';
import { routeTable } from '@relais/contract/routes';
import { call } from '../../../lib/api-client';
import { useUserQuery } from '../../../data/user';

export const recruitmentKey = (userId: string | undefined) => ['recruitment', userId] as const;

/** GET /assistants/{id}/recruitment: the steps and the status, fresh for 30 s (kept for offline reads). */
export const useRecruitment = () =>
  useUserQuery<Recruitment>({
    key: recruitmentKey,
    read: (id) => call(routeTable.getRecruitment, { params: { id } }),
    staleTime: 30_000,
  });

export const refreshRecruitment = (qc: QueryClient, userId: string): void => {
  void qc.invalidateQueries({ queryKey: recruitmentKey(userId) });
};

import { routeTable } from '@relais/contract/routes';
import type { Expertise, Skills } from '@relais/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { useUserQuery } from '../../../data/user';
import { call } from '../../../lib/api-client';
import { referenceQueries } from '../../../offline';
import { expertiseIdsKey, skillsKey } from './skills-cache';

/** GET /assistants/{id}/skills (persisted: the screen reads it offline). */
export const useSkills = () =>
  useUserQuery<Skills>({
    key: skillsKey,
    read: (id) => call(routeTable.getSkills, { params: { id } }),
    staleTime: 60_000,
  });

/** The ids she chose (GET /assistants/{id}/skills/expertise; its list is the reference data's). */
export const useExpertiseIds = () =>
  useUserQuery<string[]>({
    key: expertiseIdsKey,
    read: async (id) => (await call(routeTable.getExpertiseChoice, { params: { id } })).expertiseIds,
    staleTime: 60_000,
  });

/** The reference list of expertises, in the interface's language (prefetched, kept for offline). */
export const useExpertiseList = () =>
  useQuery<Expertise[]>({ ...referenceQueries.expertises, staleTime: Infinity, gcTime: Infinity });

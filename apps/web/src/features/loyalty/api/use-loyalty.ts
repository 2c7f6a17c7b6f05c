import { LOYALTY_PAGE_SIZE_DEFAULT } from '@relais/domain/rules';
import { routeTable } from '@relais/contract/routes';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { loyaltyKeys } from '../../../data/loyalty';
import { call } from '../../../lib/api-client';
import { nextPage } from '../../../lib/pages';
import { useUserId } from '../../../offline';

/** GET /loyalty/rewards/{id}/sumup: where she stands and the programme. */
export const useLoyaltySumup = () => {
  const userId = useUserId();
  return useQuery({
    queryKey: loyaltyKeys.sumup(userId),
    queryFn: () => call(routeTable.getLoyaltySumup, { params: { id: userId ?? '' } }),
    enabled: Boolean(userId),
    staleTime: 60_000,
  });
};

/** GET /loyalty/rewards/{id}?page&size, newest first, page after page. */
export const useLoyaltyRewards = () => {
  const userId = useUserId();
  return useInfiniteQuery({
    queryKey: loyaltyKeys.rewards(userId),
    queryFn: ({ pageParam }) =>
      call(routeTable.getLoyaltyRewards, {
        params: { id: userId ?? '' },
        query: { page: pageParam, size: LOYALTY_PAGE_SIZE_DEFAULT },
      }),
    initialPageParam: 0,
    getNextPageParam: nextPage,
    enabled: Boolean(userId),
    staleTime: 60_000,
  });
};

/** GET /assistants/{id}/referralCode: her code and her referrals. */
export const useReferralCode = () => {
  const userId = useUserId();
  return useQuery({
    queryKey: loyaltyKeys.referralCode(userId),
    queryFn: () => call(routeTable.getReferralCode, { params: { id: userId ?? '' } }),
    enabled: Boolean(userId),
    staleTime: 60_000,
  });
};

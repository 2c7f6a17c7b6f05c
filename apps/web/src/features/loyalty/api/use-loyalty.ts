import { LOYALTY_PAGE_SIZE_DEFAULT } from '@relais/domain/rules';
import { routeTable } from '@relais/contract/routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { loyaltyKeys } from '../../../data/loyalty';
import { useUserQuery } from '../../../data/user';
import { call } from '../../../lib/api-client';
import { nextPage } from '../../../lib/pages';
import { useUserId } from '../../../offline';

/** GET /loyalty/rewards/{id}/sumup: where she stands and the programme. */
export const useLoyaltySumup = () =>
  useUserQuery({
    key: loyaltyKeys.sumup,
    read: (id) => call(routeTable.getLoyaltySumup, { params: { id } }),
    staleTime: 60_000,
  });

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
export const useReferralCode = () =>
  useUserQuery({
    key: loyaltyKeys.referralCode,
    read: (id) => call(routeTable.getReferralCode, { params: { id } }),
    staleTime: 60_000,
  });

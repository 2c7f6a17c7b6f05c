import { useLocation } from 'react-router';
import { QueryState } from '../../../ui/query-state';
import { cardClass } from '../../../ui/card-section';
import { useLoyaltySumup } from '../api/use-loyalty';
import { LoyaltyTabs } from './loyalty-tabs';
import { EarnCard, LevelsCard } from './programme-cards';
import { ReferralCard } from './referral-card';
import { RewardsHistory } from './rewards-history';
import { StandingCard } from './standing-card';

const Programme = () => {
  const sumup = useLoyaltySumup();
  if (sumup.data === undefined)
    return (
      <div className={cardClass}>
        <QueryState query={sumup} area="loyalty" />
      </div>
    );
  return (
    <>
      <StandingCard sumup={sumup.data} />
      <ReferralCard />
      <EarnCard sumup={sumup.data} />
      <LevelsCard sumup={sumup.data} />
    </>
  );
};

/** /loyalty-rewards/programme and /loyalty-rewards/historique: the two tabs of the loyalty programme. */
export const LoyaltyPage = () => {
  const history = useLocation().pathname.endsWith('/historique');
  return (
    <div className="flex flex-col gap-3">
      <LoyaltyTabs />
      {history ? <RewardsHistory /> : <Programme />}
    </div>
  );
};

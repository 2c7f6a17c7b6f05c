import { useLocation } from 'react-router';
import { QueryState } from '../../../ui/query-state';
import { cardClass } from '../../../ui/card-section';
import { useLoyaltySumup, useReferralCode } from '../api/use-loyalty';
import { LoyaltyTabs } from './loyalty-tabs';
import { EarnCard, LevelsCard } from './programme-cards';
import { ReferralCard } from './referral-card';
import { RewardsHistory } from './rewards-history';
import { StandingCard } from './standing-card';

const Programme = () => {
  const sumup = useLoyaltySumup();
  // the referral card's own answer is waited for too while it is on its way: coming later, it would
  // push the cards below it down (a layout shift); paused (offline) or refused, the card says so itself
  const referral = useReferralCode();
  const referralComing = referral.data === undefined && referral.fetchStatus === 'fetching';
  if (sumup.data === undefined || referralComing)
    return (
      <div className={cardClass}>
        <QueryState query={sumup.data === undefined ? sumup : referral} area="loyalty" />
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

import { useQuery } from '@tanstack/react-query';
import { ct } from '../../i18n';
import { ListState } from '../../ui/list-state';
import { getLoyalty, getReferral, recordKeys } from '../api';
import { FactList } from './fact-list';

/** Her loyalty points and level, her referral code and the people she referred. */
export const LoyaltyTab = ({ id }: { id: string }) => {
  const loyalty = useQuery({ queryKey: recordKeys.loyalty(id), queryFn: () => getLoyalty(id) });
  const referral = useQuery({ queryKey: recordKeys.referral(id), queryFn: () => getReferral(id) });
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ListState query={loyalty}>
        {(l) => (
          <FactList
            facts={[
              [ct('record.points'), String(l.total)],
              [ct('record.level'), l.level],
              [
                ct('record.nextLevel'),
                l.next
                  ? ct('record.nextLevelIn', { level: l.next.level, missing: l.next.missing })
                  : ct('record.none'),
              ],
            ]}
          />
        )}
      </ListState>
      <ListState query={referral}>
        {(r) => (
          <div className="flex flex-col gap-2 rounded-lg border border-edge bg-white p-4">
            <p className="m-0">
              {ct('record.referralCode')}: <strong>{r.code}</strong>
            </p>
            <p className="m-0">{ct('record.referrals', { count: r.referrals.length })}</p>
          </div>
        )}
      </ListState>
    </div>
  );
};

import { formatReferralCode } from '@relais/domain/rules';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { CardSection } from '../../../ui/card-section';
import { QueryState } from '../../../ui/query-state';
import { useReferralCode } from '../api/use-loyalty';
import { shareReferralCode, type ShareOutcome } from '../model/share';

const CONFIRMATION = {
  shared: 'loyalty.referral.shared',
  copied: 'loyalty.referral.copied',
  failed: 'loyalty.referral.failed',
} as const;

/** Her referral code with a share action, and her referrals with their state. */
export const ReferralCard = () => {
  const query = useReferralCode();
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const data = query.data;
  const code = data ? formatReferralCode(data.code) : '';
  const share = async () => {
    setOutcome(null);
    setOutcome(
      await shareReferralCode(code, {
        title: t('loyalty.referral.shareTitle'),
        text: t('loyalty.referral.shareText', { code }),
      }),
    );
  };
  return (
    <CardSection id="loyalty-referral" title={t('loyalty.referral.title')}>
      {data === undefined ? (
        <QueryState query={query} area="loyalty" />
      ) : (
        <>
          <p className="m-0">{t('loyalty.referral.intro')}</p>
          <p className="m-0 flex flex-col">
            <span className="text-muted">{t('loyalty.referral.codeLabel')}</span>
            <span
              className="font-mono text-[1.5rem] font-bold tracking-wider select-all"
              data-testid="referral-code"
            >
              {code}
            </span>
          </p>
          <Button onClick={() => void share()}>{t('loyalty.referral.share')}</Button>
          <p className="m-0 min-h-6" role="status">
            {outcome && outcome !== 'cancelled' ? t(CONFIRMATION[outcome]) : ''}
          </p>
          <h3 className="m-0 text-[1.1rem] font-bold">{t('loyalty.referral.listTitle')}</h3>
          {data.referrals.length === 0 ? (
            <p className="m-0 text-muted">{t('loyalty.referral.empty')}</p>
          ) : (
            <ul
              className="m-0 flex list-none flex-col gap-2 p-0"
              aria-label={t('loyalty.referral.listLabel')}
            >
              {data.referrals.map((r) => (
                <li
                  key={r.id}
                  className="flex flex-wrap items-baseline justify-between gap-2 border-b border-black/10 pb-2"
                >
                  <span className="flex flex-col">
                    <span className="font-semibold">{`${r.firstName} ${r.lastName}`.trim()}</span>
                    <span className="text-muted">
                      {t('loyalty.referral.invitedOn', { date: formatDate(r.invitedAt) })}
                    </span>
                  </span>
                  <span
                    className={`rounded-full px-2 py-0.5 text-[0.95rem] font-semibold ${
                      r.state === 'FIRST_MISSION_DONE'
                        ? 'bg-primary text-white'
                        : 'bg-secondary-soft text-secondary'
                    }`}
                  >
                    {t(`loyalty.referral.states.${r.state}`)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </CardSection>
  );
};

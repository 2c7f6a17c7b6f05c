import type { LoyaltySumup } from '@relais/domain/rules';
import { t } from '../../../lib/i18n';
import { CardSection } from '../../../ui/card-section';

/** What earns points (the server's configured rules) and what she earned by each. */
export const EarnCard = ({ sumup }: { sumup: LoyaltySumup }) => {
  const rule = {
    REPORT_HOURS: t('loyalty.earn.REPORT_HOURS', { points: sumup.rules.pointsPerReportHour }),
    PROFILE_COMPLETE: t('loyalty.earn.PROFILE_COMPLETE', {
      points: sumup.rules.profileCompletePoints,
      threshold: sumup.rules.profileThreshold,
    }),
    REFERRAL_FIRST_MISSION: t('loyalty.earn.REFERRAL_FIRST_MISSION', { points: sumup.rules.referralPoints }),
  };
  return (
    <CardSection id="loyalty-earn" title={t('loyalty.earn.title')}>
      <ul className="m-0 flex list-none flex-col gap-2 p-0">
        {sumup.byReason.map((r) => (
          <li key={r.reason} className="flex flex-col">
            <span>{rule[r.reason]}</span>
            <span className="text-muted">
              {t('loyalty.earn.yours', { points: t('loyalty.points', { count: r.points }) })}
            </span>
          </li>
        ))}
      </ul>
    </CardSection>
  );
};

/** The levels, their thresholds and benefits; hers marked. */
export const LevelsCard = ({ sumup }: { sumup: LoyaltySumup }) => (
  <CardSection id="loyalty-levels" title={t('loyalty.levels.title')}>
    <ol className="m-0 flex list-none flex-col gap-3 p-0">
      {sumup.levels.map((level) => {
        const mine = level.code === sumup.level;
        return (
          <li
            key={level.code}
            className={`rounded-lg border p-3 ${mine ? 'border-primary bg-secondary-soft' : 'border-black/10'}`}
            aria-current={mine ? 'true' : undefined}
          >
            <p className="m-0 flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-bold">{t(`loyalty.levels.${level.code}`)}</span>
              <span className="text-muted">{t('loyalty.levels.from', { count: level.threshold })}</span>
            </p>
            {mine && <p className="m-0 font-semibold text-primary">{t('loyalty.levels.current')}</p>}
            <ul className="m-0 mt-1 list-disc pl-5">
              {level.benefits.map((b) => (
                <li key={b}>{t(`loyalty.benefits.${b}`)}</li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  </CardSection>
);

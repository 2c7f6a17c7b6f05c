import type { LoyaltySumup } from '@relais/domain/rules';
import { t } from '../../../lib/i18n';
import { CardSection } from '../../../ui/card-section';

/** Her points, her level and the way to the next one: a progress bar with its text equivalent. */
export const StandingCard = ({ sumup }: { sumup: LoyaltySumup }) => {
  const level = t(`loyalty.levels.${sumup.level}`);
  const next = sumup.next;
  return (
    <CardSection id="loyalty-standing" title={t('loyalty.standing.title')}>
      <p className="m-0 text-[1.6rem] font-bold text-primary" data-testid="loyalty-total">
        {t('loyalty.points', { count: sumup.total })}
      </p>
      <p className="m-0 font-semibold" data-testid="loyalty-level">
        {t('loyalty.standing.level', { level })}
      </p>
      {next ? (
        <>
          <progress
            className="h-3 w-full accent-primary"
            max={100}
            value={sumup.progress}
            aria-label={t('loyalty.standing.progressLabel', { level: t(`loyalty.levels.${next.level}`) })}
            aria-describedby="loyalty-progress-text"
          />
          <p id="loyalty-progress-text" className="m-0 text-muted">
            {t('loyalty.standing.progressText', {
              points: sumup.total,
              threshold: next.threshold,
              percent: sumup.progress,
              level: t(`loyalty.levels.${next.level}`),
            })}
          </p>
          <p className="m-0">
            {t('loyalty.standing.next', { count: next.missing, level: t(`loyalty.levels.${next.level}`) })}
          </p>
        </>
      ) : (
        <p className="m-0">{t('loyalty.standing.top')}</p>
      )}
    </CardSection>
  );
};

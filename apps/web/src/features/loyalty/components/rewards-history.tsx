import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { LoadMore } from '../../../ui/load-more';
import { CardSection } from '../../../ui/card-section';
import { QueryState } from '../../../ui/query-state';
import { useLoyaltyRewards } from '../api/use-loyalty';

/** Every entry with its reason, date and points, newest first, page after page. */
export const RewardsHistory = () => {
  const rewards = useLoyaltyRewards();
  const entries = rewards.data?.pages.flatMap((p) => p.content) ?? [];
  return (
    <CardSection id="loyalty-history" title={t('loyalty.history.title')}>
      {rewards.data === undefined ? (
        <QueryState query={rewards} area="loyalty" />
      ) : entries.length === 0 ? (
        <p className="m-0 text-muted">{t('loyalty.history.empty')}</p>
      ) : (
        <>
          <ul className="m-0 list-none p-0" aria-label={t('loyalty.history.listLabel')}>
            {entries.map((e) => (
              <li
                key={e.id}
                className="flex items-center justify-between gap-3 border-b border-black/10 py-2 last:border-b-0"
              >
                <span className="flex min-w-0 flex-col">
                  <span className="font-semibold">{t(`loyalty.reasons.${e.reason}`)}</span>
                  <span className="text-muted">
                    {t('loyalty.history.on', { date: formatDate(e.earnedAt) })}
                  </span>
                </span>
                <span className="shrink-0 font-bold text-primary">
                  {t('loyalty.history.earned', { points: e.points })}
                </span>
              </li>
            ))}
          </ul>
          {rewards.hasNextPage && (
            <LoadMore
              loading={rewards.isFetchingNextPage}
              onMore={() => void rewards.fetchNextPage()}
              label={t('loyalty.history.more')}
              loadingLabel={t('loyalty.history.loadingMore')}
              margin={200}
            />
          )}
        </>
      )}
    </CardSection>
  );
};

import { eurosToCents, formatDuration, type ClientPremiumRequest } from '@relais/domain/rules';
import { useState } from 'react';
import { Link } from 'react-router';
import { eventTitle } from '../../../lib/event-title';
import { formatDate, formatMoney } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { submitAction, useUserId } from '../../../offline';
import { Button } from '../../../ui/button';
import { CardSection } from '../../../ui/card-section';
import { confirmAction } from '../../../ui/confirm-store';
import { QueryState } from '../../../ui/query-state';
import { answerPremiumAction } from '../api/client-actions';
import { useMyQuotes, usePremiumRequests } from '../api/client-queries';

const QuotesCard = () => {
  const quotes = useMyQuotes();
  return (
    <CardSection id="client-quotes" title={t('clientArea.quotes')}>
      {quotes.data === undefined ? (
        <QueryState query={quotes} area="clientArea" />
      ) : quotes.data.length === 0 ? (
        <p className="m-0 text-muted">{t('clientArea.noQuotes')}</p>
      ) : (
        <ul className="m-0 flex list-none flex-col gap-2 p-0">
          {quotes.data.map((q) => (
            <li key={q.id}>
              {/* its name is what it shows (number, title, amount, status): nothing hidden from a screen reader */}
              <Link
                to={`/quote/${encodeURIComponent(q.id)}`}
                className="flex flex-col gap-1 rounded-lg border border-edge p-3 text-ink hover:bg-secondary-soft"
              >
                <span className="font-bold break-words">{`${q.number} – ${q.title}`}</span>
                <span className="flex items-center justify-between gap-2">
                  <span>{formatMoney(eurosToCents(q.amount))}</span>
                  <span className="rounded bg-secondary-soft px-1.5 text-sm font-semibold">
                    {t(`clientArea.status.${q.status}`)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </CardSection>
  );
};

/** A remote work has no label of its own: it reads 'Télétravail' / 'Remote work'. */
const withTitle = <R extends ClientPremiumRequest>(r: R) => ({
  ...r,
  title: eventTitle({ ...r, clientName: '' }),
});

/** What approving costs, shown before the answer: the planned hours, the premium rate and the amount. */
const PremiumPrice = ({ request }: { request: ClientPremiumRequest }) =>
  request.premiumHourlyRate === null || request.amount === null ? (
    <p className="m-0">{t('clientArea.premiumNoRate', { hours: formatDuration(request.duration) })}</p>
  ) : (
    <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
      <dt className="text-muted">{t('clientArea.premiumHours')}</dt>
      <dd className="m-0">{formatDuration(request.duration)}</dd>
      <dt className="text-muted">{t('clientArea.premiumRate')}</dt>
      <dd className="m-0">
        {t('clientArea.premiumRatePerHour', { rate: formatMoney(eurosToCents(request.premiumHourlyRate)) })}
      </dd>
      <dt className="text-muted">{t('clientArea.premiumAmount')}</dt>
      <dd className="m-0 font-bold">
        {t('clientArea.premiumTaxFree', { amount: formatMoney(eurosToCents(request.amount)) })}
      </dd>
    </dl>
  );

/** The confirmation of an approval names what it costs (when known). */
const approveText = (r: ClientPremiumRequest & { title: string }) =>
  r.premiumHourlyRate === null || r.amount === null
    ? t('clientArea.approveText', { assistant: r.assistantName, label: r.title })
    : t('clientArea.approveTextPriced', {
        assistant: r.assistantName,
        label: r.title,
        amount: formatMoney(eurosToCents(r.amount)),
        hours: formatDuration(r.duration),
        rate: formatMoney(eurosToCents(r.premiumHourlyRate)),
      });

const PremiumCard = () => {
  const userId = useUserId();
  const requests = usePremiumRequests();
  const [busy, setBusy] = useState<string | null>(null);
  const answer = async (request: ClientPremiumRequest & { title: string }, approved: boolean) => {
    if (!userId) return;
    const { eventId, title: label } = request;
    const confirmed = await confirmAction({
      title: t(approved ? 'clientArea.approveTitle' : 'clientArea.refuseTitle'),
      text: approved ? approveText(request) : t('clientArea.refuseText', { label }),
      confirmLabel: t(approved ? 'clientArea.approve' : 'clientArea.refuse'),
      cancelLabel: t('clientArea.cancel'),
    });
    if (!confirmed) return;
    setBusy(eventId);
    await submitAction(
      answerPremiumAction,
      { userId, eventId, label, approved },
      { sent: 'clientArea.premiumSent', queued: 'clientArea.premiumQueued' },
    );
    setBusy(null);
  };
  return (
    <CardSection id="client-premium" title={t('clientArea.premiumTitle')}>
      {requests.data === undefined ? (
        <QueryState query={requests} area="clientArea" />
      ) : requests.data.length === 0 ? (
        <p className="m-0 text-muted">{t('clientArea.noPremium')}</p>
      ) : (
        <ul className="m-0 flex list-none flex-col gap-2 p-0">
          {requests.data.map(withTitle).map((r) => (
            <li
              key={r.eventId}
              aria-labelledby={`premium-${r.eventId}`}
              className="flex flex-col gap-2 rounded-lg border border-edge p-3"
            >
              <span id={`premium-${r.eventId}`} className="font-bold break-words">
                {r.title}
              </span>
              <span className="text-muted">
                {t('clientArea.premiumBy', {
                  assistant: r.assistantName,
                  when: formatDate(r.startDate, 'PPp'),
                })}
              </span>
              <span className="text-muted">
                {t(r.remote ? 'clientArea.premiumRemote' : 'clientArea.premiumOnSite')}
              </span>
              <PremiumPrice request={r} />
              <span className="flex gap-2">
                <Button disabled={busy === r.eventId} onClick={() => void answer(r, true)}>
                  {t('clientArea.approve')}
                </Button>
                <Button
                  variant="secondary"
                  disabled={busy === r.eventId}
                  onClick={() => void answer(r, false)}
                >
                  {t('clientArea.refuse')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </CardSection>
  );
};

/** What `/home` shows a client user: a welcome, its quotes and the premium requests to answer. */
export const ClientHome = ({ firstName }: { firstName: string | undefined }) => (
  <div className="flex flex-col gap-4">
    <section
      aria-labelledby="client-welcome"
      className="flex flex-col gap-2 rounded-xl bg-white p-5 shadow-sm"
    >
      <h2 id="client-welcome" className="m-0 text-[1.45rem] font-bold">
        {firstName ? t('clientArea.homeTitle', { name: firstName }) : t('clientArea.homeTitleAnonymous')}
      </h2>
      <p className="m-0 text-[1.08rem] text-muted">{t('clientArea.homeIntro')}</p>
    </section>
    <PremiumCard />
    <QuotesCard />
  </div>
);

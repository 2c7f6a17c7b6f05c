import { eurosToCents, reportIcon, type InterventionEvent } from '@relais/domain/rules';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { eventTitle } from '../../../lib/event-title';
import { formatDate, formatDecimal, formatMoney } from '../../../lib/format';
import { t, type TranslationKey } from '../../../lib/i18n';
import { usePendingMarks } from '../../../offline';
import { interventionLink } from '../../../data/events';
import { useClientRates } from '../../../data/clients';
import { useClientNotes, useClientQuotes } from '../api/missions-query';
import { eventWhen } from '../model/missions';
import { richText } from '../../../ui/rich-text';
import { CardSection } from '../../../ui/card-section';
import { reportStatusLabel } from '../../../ui/report-status-icon';
import { QueryState, type QueryStatus } from '../../../ui/query-state';

const money = (euros: number | null): string => (euros === null ? '-' : formatMoney(eurosToCents(euros)));
const day = (iso: string): string => formatDate(iso.length === 10 ? `${iso}T12:00:00` : iso, 'P');

/** A card listing what a query of the client returns: loading or why not, the empty text, or the list. */
const ListSection = <T,>({
  id,
  title,
  query,
  empty,
  gap,
  children,
}: {
  id: string;
  title: string;
  query: QueryStatus & { data: T[] | undefined };
  empty: TranslationKey;
  gap: 'gap-1' | 'gap-2';
  children: (item: T) => ReactNode;
}) => (
  <CardSection id={id} title={title}>
    {query.data === undefined ? (
      <QueryState query={query} area="missions" />
    ) : query.data.length === 0 ? (
      <p className="m-0 text-muted">{t(empty)}</p>
    ) : (
      <ul className={`m-0 flex list-none flex-col ${gap} p-0`}>{query.data.map(children)}</ul>
    )}
  </CardSection>
);

export const NotesSection = ({ clientId }: { clientId: string }) => {
  const notes = useClientNotes(clientId);
  return (
    <ListSection
      id="mission-notes"
      title={t('missions.notes')}
      query={notes}
      empty="missions.noNotes"
      gap="gap-2"
    >
      {(n) => (
        <li
          key={n.id}
          className="rounded-lg bg-secondary-soft p-3 break-words [&_ol]:pl-5 [&_p]:my-1 [&_ul]:pl-5"
        >
          <p className="m-0 text-sm text-muted">{day(n.createdAt)}</p>
          {richText(n.content)}
        </li>
      )}
    </ListSection>
  );
};

export const RatesSection = ({ clientId }: { clientId: string }) => {
  const rates = useClientRates(clientId);
  return (
    <ListSection
      id="mission-rates"
      title={t('missions.rates')}
      query={rates}
      empty="missions.noRates"
      gap="gap-1"
    >
      {(r) => (
        <li key={r.id} className="flex justify-between gap-2">
          <span>{r.label || t(r.kind === 'PREMIUM' ? 'missions.ratePremium' : 'missions.rateStandard')}</span>
          <span className="font-semibold">{t('missions.perHour', { amount: money(r.hourlyRate) })}</span>
        </li>
      )}
    </ListSection>
  );
};

export const QuotesSection = ({ clientId }: { clientId: string }) => {
  const quotes = useClientQuotes(clientId);
  return (
    <ListSection
      id="mission-quotes"
      title={t('missions.quotes')}
      query={quotes}
      empty="missions.noQuotes"
      gap="gap-2"
    >
      {(q) => (
        <li key={q.id} className="flex flex-col gap-0.5 rounded-lg border border-edge p-3">
          <span className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-bold break-words">{`${q.number} – ${q.title}`}</span>
            <span className="rounded bg-secondary-soft px-1.5 text-sm font-semibold">
              {t(`missions.quoteStatus.${q.status}`)}
            </span>
          </span>
          <span>{t('missions.quoteAmount', { amount: money(q.amount) })}</span>
          {q.monthlyHours !== null && (
            <span className="text-muted">
              {t('missions.quoteHours', { hours: formatDecimal(q.monthlyHours) })}
            </span>
          )}
          {q.validUntil && (
            <span className="text-muted">{t('missions.quoteValidUntil', { date: day(q.validUntil) })}</span>
          )}
          {q.answeredAt && (q.status === 'ACCEPTED' || q.status === 'REJECTED') && (
            <span className="font-semibold" data-testid="quote-answer">
              {t('clientArea.missionAnswered', {
                answer: t(
                  q.status === 'ACCEPTED' ? 'clientArea.answeredAccepted' : 'clientArea.answeredRejected',
                  {
                    date: day(q.answeredAt),
                  },
                ),
              })}
            </span>
          )}
        </li>
      )}
    </ListSection>
  );
};

/** The client's interventions; each opens as on home (edit, write or see the report by its state). */
export const ClientEvents = ({ events, loaded }: { events: InterventionEvent[]; loaded: boolean }) => {
  const marks = usePendingMarks();
  return (
    <CardSection id="mission-events" title={t('missions.interventions')}>
      {!loaded ? (
        <p className="m-0 text-muted" role="status">
          {t('missions.loading')}
        </p>
      ) : events.length === 0 ? (
        <p className="m-0 text-muted">{t('missions.noInterventions')}</p>
      ) : (
        <ul className="m-0 flex list-none flex-col gap-1 p-0">
          {events.map((e) => {
            const mark = marks.get(e.id);
            const link = interventionLink(e, mark);
            // home's words for the same state (its row's report icon label)
            const status = reportStatusLabel(
              mark?.state === 'parked' ? 'error' : reportIcon(e, Boolean(mark)),
            );
            return (
              <li key={e.id} data-event-id={e.id}>
                <Link
                  to={link.to}
                  className="flex min-h-11 flex-col justify-center rounded-lg px-2 py-1 text-ink hover:bg-secondary-soft"
                >
                  <span className="font-semibold first-letter:uppercase">{eventWhen(e)}</span>
                  <span className="text-muted break-words">{`${eventTitle(e)} · ${status}`}</span>
                  <span className="font-semibold text-primary">{t(link.labelKey)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </CardSection>
  );
};

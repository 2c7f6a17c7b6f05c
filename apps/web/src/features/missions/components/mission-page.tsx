import { useNavigate, useParams } from 'react-router';
import { now } from '../../../lib/clock';
import { itemFailure } from '../../../lib/error-message';
import { t } from '../../../lib/i18n';
import { ItemDenied, ItemMissing } from '../../../ui/item-state';
import { useEvents } from '../../../data/events';
import { useClient } from '../api/missions-query';
import { clientLabelText, eventsOf, missionRange } from '../model/missions';
import { ClientDetails } from './client-details';
import { ClientEvents, NotesSection, QuotesSection, RatesSection } from './client-extras';
import { isSettled, QueryState } from '../../../ui/query-state';
import { card } from './state';

/** /activity/missions/{id}: the client's mission page. */
export const MissionPage = () => {
  const clientId = useParams()['id'] ?? '';
  const client = useClient(clientId);
  const range = missionRange(now());
  const events = useEvents(range.start, range.end);
  const navigate = useNavigate();

  const failure = client.data === undefined && client.isError ? itemFailure(client.error) : null;
  const back = { backLabel: t('missions.backToList'), onBack: () => void navigate('/activity/missions') };
  if (failure === 'denied') return <ItemDenied {...back} />;
  if (failure === 'missing') return <ItemMissing text={t('missions.notFound')} {...back} />;
  // shown with its interventions (once their read is settled): the list arriving later pushed the
  // sections below it down
  if (client.data === undefined || !isSettled(events)) {
    return (
      <section className={card} aria-label={t('missions.pageTitle')}>
        <QueryState query={client} area="missions" loading="missions.loadingClient" />
      </section>
    );
  }
  const c = client.data;
  return (
    <div className="flex flex-col gap-4">
      <section
        aria-labelledby="mission-title"
        className={`${card} border-l-8`}
        style={{ borderLeftColor: c.color }}
      >
        <h2 id="mission-title" className="m-0 text-[1.35rem] font-bold break-words">
          {clientLabelText(c)}
        </h2>
        <p className="m-0 flex flex-wrap gap-2">
          {c.name !== clientLabelText(c) && <span className="text-muted">{c.name}</span>}
          <span
            className={`rounded px-1.5 text-sm font-semibold ${c.active ? 'bg-primary-soft text-primary' : 'bg-secondary-soft text-muted'}`}
          >
            {t(c.active ? 'missions.active' : 'missions.inactive')}
          </span>
          {c.other && (
            <span className="rounded bg-secondary-soft px-1.5 text-sm font-semibold text-secondary">
              {t('missions.otherClient')}
            </span>
          )}
        </p>
        <ClientDetails client={c} />
      </section>
      <ClientEvents events={eventsOf(events.data ?? [], c.id)} loaded={events.data !== undefined} />
      <RatesSection clientId={c.id} />
      <QuotesSection clientId={c.id} />
      <NotesSection clientId={c.id} />
    </div>
  );
};

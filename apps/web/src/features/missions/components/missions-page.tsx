import type { Client, InterventionEvent } from '@relais/domain/rules';
import { Link } from 'react-router';
import { now } from '../../../lib/clock';
import { t } from '../../../lib/i18n';
import { ActivityTabs } from '../../../ui/activity-tabs';
import { useEvents } from '../../../data/events';
import { useClients } from '../../../data/clients';
import { clientLabelText, eventWhen, missionRange, nextWith, sortClients } from '../model/missions';
import { isSettled, QueryState } from '../../../ui/query-state';
import { card } from './state';

const MissionItem = ({ client, next }: { client: Client; next: InterventionEvent | null }) => {
  const label = clientLabelText(client);
  return (
    <li className="rounded-lg border border-edge border-l-8" style={{ borderLeftColor: client.color }}>
      <Link
        to={`/activity/missions/${encodeURIComponent(client.id)}`}
        className="flex min-h-11 flex-col gap-0.5 p-3 text-ink no-underline hover:bg-secondary-soft"
      >
        <span className="flex flex-wrap items-baseline justify-between gap-2">
          <span className="text-[1.1rem] font-bold break-words">{label}</span>
          <span
            className={`rounded px-1.5 text-sm font-semibold ${client.active ? 'bg-primary-soft text-primary' : 'bg-secondary-soft text-muted'}`}
          >
            {t(client.active ? 'missions.active' : 'missions.inactive')}
          </span>
        </span>
        {client.name !== label && <span className="text-muted break-words">{client.name}</span>}
        <span className="first-letter:uppercase">
          {next ? t('missions.nextWith', { when: eventWhen(next) }) : t('missions.noNext')}
        </span>
      </Link>
    </li>
  );
};

const MissionList = ({
  titleKey,
  emptyKey,
  id,
  clients,
  events,
}: {
  titleKey: 'missions.main' | 'missions.others';
  emptyKey: 'missions.emptyMain' | 'missions.emptyOthers';
  id: string;
  clients: ReturnType<typeof useClients>;
  events: InterventionEvent[];
}) => (
  <section aria-labelledby={id} className={card}>
    <h2 id={id} className="m-0 text-[1.2rem] font-bold">
      {t(titleKey)}
    </h2>
    {clients.data === undefined ? (
      <QueryState query={clients} area="missions" />
    ) : clients.data.length === 0 ? (
      <p className="m-0 text-muted">{t(emptyKey)}</p>
    ) : (
      <ul className="m-0 flex list-none flex-col gap-2 p-0">
        {sortClients(clients.data).map((c) => (
          <MissionItem key={c.id} client={c} next={nextWith(events, c.id, now())} />
        ))}
      </ul>
    )}
  </section>
);

/**
 * /activity/missions: the main clients (new and active), then the other clients apart, shown once
 * the main list is settled (it grows into empty space, moving nothing).
 */
export const MissionsPage = () => {
  const range = missionRange(now());
  const events = useEvents(range.start, range.end).data ?? [];
  const main = useClients('NEWANDACTIVE');
  const others = useClients('INDIRECT');
  return (
    <div className="flex flex-col gap-4">
      <ActivityTabs />
      <MissionList
        id="missions-main"
        titleKey="missions.main"
        emptyKey="missions.emptyMain"
        clients={main}
        events={events}
      />
      {isSettled(main) && (
        <MissionList
          id="missions-others"
          titleKey="missions.others"
          emptyKey="missions.emptyOthers"
          clients={others}
          events={events}
        />
      )}
    </div>
  );
};

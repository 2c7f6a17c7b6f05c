import { memo, useDeferredValue, useMemo, useState } from 'react';
import { readItem, STORAGE_KEYS } from '../../../lib/storage';
import type { InterventionEvent } from '@relais/domain/rules';
import { Link } from 'react-router';
import { now } from '../../../lib/clock';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { QueryState } from '../../../ui/query-state';
import { Icon } from '../../../ui/icon';
import { usePendingMarks, type PendingMark } from '../../../offline';
import { useEvents } from '../../../data/events';

import { useScrollToDay, useScrollToEvent } from '../api/use-scroll-to-event';
import { longDayText } from '../model/event-time';
import { groupEvents, homeRange, type DayGroup } from '../model/group-events';
import { InterventionRow } from './intervention-row';
import { ZoneNote } from '../../../ui/zone-note';

const newLink = 'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 font-semibold';

const Days = memo(
  ({
    groups,
    marks,
    prefix,
  }: {
    groups: DayGroup<InterventionEvent>[];
    marks: ReadonlyMap<string, PendingMark>;
    prefix: string;
  }) => (
    <>
      {groups.map((g) => (
        <section key={g.day} aria-labelledby={`${prefix}-${g.day}`} className="flex flex-col">
          <h4
            id={`${prefix}-${g.day}`}
            className="m-0 mt-2 border-b-2 border-primary-soft pb-1 text-[1.05rem] font-bold first-letter:uppercase"
          >
            {longDayText(g.day)}
          </h4>
          <ul className="m-0 list-none p-0">
            {g.events.map((e) => (
              <InterventionRow key={e.id} event={e} pending={marks.get(e.id)} />
            ))}
          </ul>
        </section>
      ))}
    </>
  ),
);
Days.displayName = 'Days';

/** Days shown before 'show all': the next few and the last few keep home short and quick to paint. */
const FIRST_UPCOMING_DAYS = 4;
const FIRST_RECENT_DAYS = 3;

/** /home: the interventions of this month and the next, upcoming first, grouped by day. */
export const InterventionsSection = () => {
  const clock = now();
  const range = homeRange(clock);
  const query = useEvents(range.start, range.end);
  // the list renders from deferred values: a new answer repaints it in small slices (no long task)
  const data = useDeferredValue(query.data);
  const marks = useDeferredValue(usePendingMarks());
  const minute = Math.floor(clock.getTime() / 60_000);
  const { upcoming, recent } = useMemo(
    () => groupEvents(data ?? [], new Date(minute * 60_000)),
    [data, minute],
  );
  // /home/{eventId} may point at any day: then every day is shown
  const [all, setAll] = useState(() => Boolean(readItem(STORAGE_KEYS.scrollToEvent, 'session')));
  // a visit just planned beyond the first few days: every day is shown, so it can be reached
  const [newDay, setNewDay] = useState(() => readItem(STORAGE_KEYS.scrollToDay, 'session'));
  const showsAll =
    all ||
    (newDay !== null &&
      upcoming.some((g) => g.day === newDay) &&
      !upcoming.slice(0, FIRST_UPCOMING_DAYS).some((g) => g.day === newDay));
  const hidden =
    Math.max(0, upcoming.length - FIRST_UPCOMING_DAYS) + Math.max(0, recent.length - FIRST_RECENT_DAYS);
  const shownUpcoming = showsAll ? upcoming : upcoming.slice(0, FIRST_UPCOMING_DAYS);
  const shownRecent = showsAll ? recent : recent.slice(0, FIRST_RECENT_DAYS);
  useScrollToEvent(data !== undefined);
  useScrollToDay(data !== undefined && showsAll ? newDay : null);

  return (
    // while loading it holds most of a phone screen, so what follows it is painted below the fold and
    // the list's arrival pushes nothing visible (no layout shift)
    <section
      aria-labelledby="interventions-title"
      className={`flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm ${data === undefined ? 'min-h-[70vh]' : ''}`}
    >
      <h2 id="interventions-title" className="m-0 text-[1.2rem] font-bold">
        {t('interventions.title')}
      </h2>
      <ZoneNote />
      <div className="flex flex-wrap gap-2">
        <Link to="/visit/create" className={`${newLink} bg-primary text-white hover:bg-primary-strong`}>
          <Icon name="plus" className="h-5 w-5" />
          {t('interventions.newVisit')}
        </Link>
        <Link
          to="/remote/create"
          className={`${newLink} border border-secondary bg-white text-secondary hover:bg-secondary-soft`}
        >
          <Icon name="plus" className="h-5 w-5" />
          {t('interventions.newRemote')}
        </Link>
      </div>
      {data === undefined ? (
        <QueryState query={query} area="interventions" />
      ) : upcoming.length === 0 && recent.length === 0 ? (
        <p className="m-0 text-muted">{t('interventions.empty')}</p>
      ) : (
        <>
          <h3 className="m-0 mt-2 text-[1.1rem] font-bold">{t('interventions.upcoming')}</h3>
          {upcoming.length === 0 ? (
            <p className="m-0 text-muted">{t('interventions.noUpcoming')}</p>
          ) : (
            <Days groups={shownUpcoming} marks={marks} prefix="up" />
          )}
          {recent.length > 0 && (
            <>
              <h3 className="m-0 mt-4 text-[1.1rem] font-bold">{t('interventions.recent')}</h3>
              <Days groups={shownRecent} marks={marks} prefix="recent" />
            </>
          )}
          {hidden > 0 && (
            <Button
              variant="secondary"
              onClick={() => {
                setNewDay(null);
                setAll(!showsAll);
              }}
              aria-expanded={showsAll}
            >
              {showsAll
                ? t('interventions.showFewerDays')
                : t('interventions.showAllDays', { count: String(upcoming.length + recent.length) })}
            </Button>
          )}
        </>
      )}
    </section>
  );
};

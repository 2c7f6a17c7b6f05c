import type { Clock, InterventionEvent } from '@relais/domain';
import type { Db } from '../../db/client';
import { toEvent } from './event-shared';
import { createEventsRepository } from './events.repository';

/** What other modules read of the interventions (through this service, never the repository). */
export const eventsReaderFor = (db: Db, clock: Clock) => {
  const repo = createEventsRepository(db);
  return {
    /** The first live intervention starting after now, as the events list shows it. */
    next: async (assistantId: string): Promise<InterventionEvent | null> => {
      const now = clock.now();
      const row = await repo.nextShown(assistantId, now);
      return row ? toEvent(row, now) : null;
    },
  };
};
export type EventsReader = ReturnType<typeof eventsReaderFor>;

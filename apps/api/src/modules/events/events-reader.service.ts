import type { Clock, InterventionEvent } from '@relais/domain';
import { toEvent } from './event-shared';
import type { EventsRepository, MonthIntervention } from './events.repository';

export type { MonthIntervention };

/** What other modules read of the interventions (through this service, never the repository). */
export const createEventsReader = (deps: { repo: EventsRepository; clock: Clock }) => ({
  /** The first live intervention starting after now, as the events list shows it. */
  next: async (assistantId: string): Promise<InterventionEvent | null> => {
    const now = deps.clock.now();
    const row = await deps.repo.nextShown(assistantId, now);
    return row ? toEvent(row, now) : null;
  },

  /** The assistant's live interventions starting in [from, to), with their report (dashboard figures). */
  month: async (assistantId: string, from: Date, to: Date): Promise<MonthIntervention[]> =>
    deps.repo.monthInterventions(assistantId, from, to),
});

export type EventsReader = ReturnType<typeof createEventsReader>;

import {
  academyState,
  businessDate,
  businessMonth,
  insuranceState,
  zonedDateTime,
  type Clock,
  type Dashboard,
} from '@relais/domain';
import type { AssistantsService } from '../assistants/assistants.service';
import type { AvailabilityService } from '../availability/availability.service';
import type { ClientsService } from '../clients/clients.service';
import type { EventsReader } from '../events/events-reader.service';
import type { FolderService } from '../folder/folder.service';
import type { ProfileService } from '../profile/profile.service';
import type { ReferenceService } from '../reference/reference.service';
import { monthKpi, pricedRateIds } from './dashboard-kpi';

type Warnings = Dashboard['warnings'];

/** Staff have none of an assistant's to-dos: no planning, insurance, expertise or academy warning. */
export const STAFF_WARNINGS: Warnings = {
  planningUpdateDue: false,
  insurance: 'ok',
  insuranceLimitDate: null,
  expertiseToUpdate: false,
  academy: 'none',
  documents: [],
};

/** [first instant, first instant of the next month) of a YYYY-MM month in the business zone. */
const monthBounds = (month: string): { from: Date; to: Date } => {
  const from = zonedDateTime(`${month}-01`, '00:00');
  const next = businessMonth(zonedDateTime(`${month}-15`, '12:00'), 1);
  return { from, to: zonedDateTime(`${next}-01`, '00:00') };
};

/**
 * The home dashboard, read through the modules that own each table (it has no repository): the
 * account (assistants), the grid (availability), the completion (profile), the month's interventions
 * and the next one (events), the hourly prices (clients), the km allowance (reference) and the
 * documents' expiry reminders (folder).
 */
export const createDashboardService = (deps: {
  assistants: Pick<AssistantsService, 'getById'>;
  availability: Pick<AvailabilityService, 'grid'>;
  profile: Pick<ProfileService, 'completion'>;
  events: Pick<EventsReader, 'next' | 'month'>;
  clients: Pick<ClientsService, 'hourlyCents'>;
  reference: Pick<ReferenceService, 'kmRateCents'>;
  folder: Pick<FolderService, 'reminders'>;
  clock: Clock;
}) => {
  const { clock } = deps;

  const kpi = async (userId: string, month: string, now: Date) => {
    const { from, to } = monthBounds(month);
    const [rows, kmCents, next] = await Promise.all([
      deps.events.month(userId, from, to),
      deps.reference.kmRateCents(),
      deps.events.next(userId),
    ]);
    const hourly = await deps.clients.hourlyCents(pricedRateIds(rows));
    return monthKpi({ rows, hourly, kmCents, next, now });
  };

  return {
    /** GET /dashboard: the month of `date` (today in the business zone by default). */
    get: async (userId: string, q: { date?: string | undefined; kpi: boolean }): Promise<Dashboard> => {
      const now = clock.now();
      const month = (q.date ?? businessDate(now)).slice(0, 7);
      const [user, grid, completion, figures, documents] = await Promise.all([
        deps.assistants.getById(userId),
        deps.availability.grid(userId),
        deps.profile.completion(userId),
        q.kpi ? kpi(userId, month, now) : Promise.resolve(null),
        deps.folder.reminders(userId),
      ]);
      return {
        month,
        kpi: figures,
        warnings: user.isStaff
          ? STAFF_WARNINGS
          : {
              planningUpdateDue: grid.planningUpdateDue,
              insurance: insuranceState(user.proInsuranceLimitDate, now),
              insuranceLimitDate: user.proInsuranceLimitDate,
              expertiseToUpdate: user.warningUpdateExpertise,
              academy: academyState(user.warningRelaisAcademy, now, {
                isClient: user.isClient,
                isStaff: false,
              }),
              documents,
            },
        completion,
      };
    },
  };
};

export type DashboardService = ReturnType<typeof createDashboardService>;

import {
  academyState,
  businessDate,
  businessMonth,
  insuranceState,
  zonedDateTime,
  type Clock,
  type Dashboard,
} from '@relais/domain';
import { isStaffUser, type ProviderInfo } from '../../config';
import type { Db } from '../../db/client';
import { notFound } from '../../plugins/app-error';
import type { AvailabilityService } from '../availability/availability.service';
import type { EventsReader } from '../events/events-reader.service';
import { readCompletion } from '../profile/profile.service';
import { monthKpi } from './dashboard-kpi';
import type { DashboardRepository } from './dashboard.repository';

type Warnings = Dashboard['warnings'];

/** Staff have none of an assistant's to-dos: no planning, insurance, expertise or academy warning. */
export const STAFF_WARNINGS: Warnings = {
  planningUpdateDue: false,
  insurance: 'ok',
  insuranceLimitDate: null,
  expertiseToUpdate: false,
  academy: 'none',
};

/** [first instant, first instant of the next month) of a YYYY-MM month in the business zone. */
const monthBounds = (month: string): { from: Date; to: Date } => {
  const from = zonedDateTime(`${month}-01`, '00:00');
  const next = businessMonth(zonedDateTime(`${month}-15`, '12:00'), 1);
  return { from, to: zonedDateTime(`${next}-01`, '00:00') };
};

export const createDashboardService = (deps: {
  repo: DashboardRepository;
  availability: Pick<AvailabilityService, 'grid'>;
  events: Pick<EventsReader, 'next'>;
  db: Db;
  clock: Clock;
  provider: ProviderInfo;
}) => {
  const { repo, clock } = deps;

  const kpi = async (userId: string, month: string, now: Date) => {
    const { from, to } = monthBounds(month);
    const [rows, hourlyRates, kmCents, next] = await Promise.all([
      repo.monthEvents(userId, from, to),
      repo.hourlyRates(userId),
      repo.kmRateCents(),
      deps.events.next(userId),
    ]);
    return monthKpi({ rows, hourlyRates, kmCents, next, now });
  };

  return {
    /** GET /dashboard: the month of `date` (today in the business zone by default). */
    get: async (userId: string, q: { date?: string | undefined; kpi: boolean }): Promise<Dashboard> => {
      const now = clock.now();
      const month = (q.date ?? businessDate(now)).slice(0, 7);
      const [user, grid, completion, figures] = await Promise.all([
        repo.user(userId),
        deps.availability.grid(userId),
        readCompletion(deps.db, userId, now),
        q.kpi ? kpi(userId, month, now) : Promise.resolve(null),
      ]);
      if (!user) throw notFound('User');
      const staff = isStaffUser(user, deps.provider);
      return {
        month,
        kpi: figures,
        warnings: staff
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
            },
        completion,
      };
    },
  };
};

export type DashboardService = ReturnType<typeof createDashboardService>;

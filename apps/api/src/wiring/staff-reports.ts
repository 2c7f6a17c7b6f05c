import type { Clock } from '@relais/domain';
import type { Db } from '../db/client';
import type { ClientsService } from '../modules/clients/clients.service';
import type { EventsRepository } from '../modules/events/events.repository';
import type { ReferenceService } from '../modules/reference/reference.service';
import type { ReportsService } from '../modules/events/reports.service';
import { createStaffReportsRepository } from '../modules/events/staff-reports.repository';
import { createStaffReportsService } from '../modules/events/staff-reports.service';
import { hourlyCentsSql } from '../modules/clients/hourly-rates.read-model';
import { kmRateCentsSql } from '../modules/reference/km-rate.read-model';
import { userNameSql, userNamesOf } from '../modules/users/assistant-names.read-model';

/** The console's reports queue: the events module's queue reads, the users' names, the one review. */
export const buildStaffReports = (
  db: Db,
  deps: {
    events: EventsRepository;
    reports: ReportsService;
    clients: ClientsService;
    reference: ReferenceService;
    clock: Clock;
  },
) =>
  createStaffReportsService({
    repo: createStaffReportsRepository(db, { userNamesOf, userNameSql, hourlyCentsSql, kmRateCentsSql }),
    ...deps,
  });

import type { Clock } from '@relais/domain';
import type { Db } from '../db/client';
import type { ClientsService } from '../modules/clients/clients.service';
import type { EventsRepository } from '../modules/events/events.repository';
import type { ReportsService } from '../modules/events/reports.service';
import type { FilesService } from '../modules/files/files.service';
import type { InvoicesService } from '../modules/invoices/invoices.service';
import type { MessagesService } from '../modules/messages/messages.service';
import type { ReferenceService } from '../modules/reference/reference.service';
import type { Audit } from '../plugins/types';
import { buildStaffAdmin } from './staff-admin';
import { buildStaffDirectory } from './staff-directory';
import { buildStaffDocuments } from './staff-documents';
import { buildStaffInbox } from './staff-inbox';
import { buildStaffInvoices } from './staff-invoices';
import { buildStaffReports } from './staff-reports';

/**
 * The provider console's services (issues 28 and 29), built from the modules' services and
 * repositories the wiring root made: the queues, the directory, the team inbox, audit and team.
 */
export const buildConsoleServices = (
  db: Db,
  deps: {
    events: EventsRepository;
    reports: ReportsService;
    clients: ClientsService;
    reference: ReferenceService;
    files: FilesService;
    messages: MessagesService;
    invoices: InvoicesService;
    clock: Clock;
    audit: Audit;
  },
) => {
  const { clock, audit } = deps;
  return {
    staffReports: buildStaffReports(db, {
      events: deps.events,
      reports: deps.reports,
      clients: deps.clients,
      reference: deps.reference,
      clock,
    }),
    staffDocuments: buildStaffDocuments(db, { files: deps.files, clock }),
    staffInbox: buildStaffInbox(db, { messages: deps.messages, files: deps.files, clock, audit }),
    staffDirectory: buildStaffDirectory(db, { clock }),
    ...buildStaffInvoices(db, { invoices: deps.invoices, files: deps.files, clock }),
    ...buildStaffAdmin(db, { clock, audit }),
  };
};

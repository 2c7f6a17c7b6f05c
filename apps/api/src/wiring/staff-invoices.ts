import type { Clock } from '@relais/domain';
import type { Db } from '../db/client';
import { hourlyCentsSql } from '../modules/clients/hourly-rates.read-model';
import { monthsInterventions } from '../modules/events/months-interventions.read-model';
import { kmRateCentsSql } from '../modules/reference/km-rate.read-model';
import { vatIncludedSql } from '../modules/users/assistants-vat.read-model';
import type { FilesService } from '../modules/files/files.service';
import type { InvoicesService } from '../modules/invoices/invoices.service';
import { createStaffInvoicesRepository } from '../modules/invoices/staff-invoices.repository';
import { createStaffInvoicesService } from '../modules/invoices/staff-invoices.service';
import { createStaffQuotesRepository } from '../modules/quotes/staff-quotes.repository';
import { createStaffQuotesService } from '../modules/quotes/staff-quotes.service';
import { userNameSql, userNamesOf } from '../modules/users/assistant-names.read-model';

/** The console's invoices queue (the invoices' decision, pro-forma and the files' bytes) and quotes. */
export const buildStaffInvoices = (
  db: Db,
  deps: { invoices: InvoicesService; files: FilesService; clock: Clock },
) => ({
  staffInvoices: createStaffInvoicesService({
    repo: createStaffInvoicesRepository(db, {
      userNamesOf,
      userNameSql,
      vatIncludedSql,
      kmRateCentsSql,
      monthsInterventions: (h, ranges) => monthsInterventions(h, ranges, hourlyCentsSql),
    }),
    invoices: deps.invoices,
    clock: deps.clock,
    files: deps.files,
  }),
  staffQuotes: createStaffQuotesService({ repo: createStaffQuotesRepository(db) }),
});

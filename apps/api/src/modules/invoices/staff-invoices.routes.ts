import type { FastifyInstance } from 'fastify';
import {
  exportStaffInvoices,
  getStaffInvoicePdf,
  listStaffInvoices,
  markStaffInvoicesPaid,
} from '@relais/contract';
import { auditStaffRead } from '../../plugins/audit';
import { registerRoute } from '../../plugins/contract-routes';
import { contentDisposition, FILE_RESPONSE_HEADERS } from '../files/files.service';
import type { StaffInvoicesService } from './staff-invoices.service';

/**
 * The console's invoices queue (issue 28): the list, an invoice's PDF, many paid at once, a month's
 * CSV. A single decision is the invoices module's staff status call (invoices.routes.ts).
 */
export const staffInvoicesRoutes =
  ({ staffInvoices }: { staffInvoices: StaffInvoicesService }) =>
  async (app: FastifyInstance): Promise<void> => {
    // After the security-headers plugin (registered first): the PDF keeps the files' own CSP.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.routeOptions.config.contractRoute === getStaffInvoicePdf && reply.statusCode === 200) {
        void reply.headers(FILE_RESPONSE_HEADERS);
      }
      return payload;
    });

    registerRoute(app, listStaffInvoices, async ({ query }) => staffInvoices.list(query));

    // the PDF as the assistant's own file is served (a link for her, then its bytes), the read audited;
    // inline: the console shows it in place (from a blob, the app never frames this answer itself)
    registerRoute(app, getStaffInvoicePdf, async ({ params, request, reply }) => {
      const { assistantId, file, stream, size } = await staffInvoices.pdf(params.invoiceId);
      await auditStaffRead(request, assistantId);
      void reply.headers({
        ...FILE_RESPONSE_HEADERS,
        'content-type': file.type,
        'content-length': String(size),
        'content-disposition': contentDisposition(file.name, 'inline'),
      });
      return stream;
    });

    registerRoute(app, markStaffInvoicesPaid, async ({ body, auth, request }) =>
      staffInvoices.markPaid(body.invoiceIds, { userId: auth.userId, ip: request.ip }),
    );

    registerRoute(app, exportStaffInvoices, async ({ query, reply }) => {
      const { fileName, csv } = await staffInvoices.exportCsv(query.month);
      void reply.headers({
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': contentDisposition(fileName, 'attachment'),
      });
      return csv;
    });
  };

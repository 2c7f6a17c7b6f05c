import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createInvoice,
  getInvoice,
  getInvoiceReadiness,
  getMonthsToInvoice,
  getProforma,
  listInvoices,
  setInvoiceStatus,
  updateInvoice,
} from '@relais/contract';
import type { AuthContext } from '../../plugins/types';
import { registerRoute } from '../../plugins/contract-routes';
import type { Actor, InvoicesService } from './invoices.service';

/** The caller of an assistant's invoice call: herself (staff decide through the staff call only). */
const actorOf = (auth: AuthContext, request: FastifyRequest): Actor => ({
  userId: auth.userId,
  ip: request.ip,
});

/** Invoices, pro-forma statements, months to invoice, readiness and the staff status call. */
export const invoicesRoutes =
  (service: InvoicesService) =>
  async (app: FastifyInstance): Promise<void> => {
    registerRoute(app, listInvoices, async ({ params }) => service.list(params.id));
    registerRoute(app, getInvoice, async ({ params, auth, request }) =>
      service.get(actorOf(auth, request), params.invoiceId),
    );
    registerRoute(app, createInvoice, async ({ params, body, auth, request }) =>
      service.create(params.id, body, actorOf(auth, request)),
    );
    registerRoute(app, updateInvoice, async ({ params, body, auth, request }) =>
      service.resubmit(params.invoiceId, body, actorOf(auth, request)),
    );
    registerRoute(app, getMonthsToInvoice, async ({ params }) => service.monthsToInvoice(params.id));
    registerRoute(app, getProforma, async ({ params }) => service.proforma(params.id, params.date));
    registerRoute(app, getInvoiceReadiness, async ({ params }) => service.readiness(params.id));
    registerRoute(app, setInvoiceStatus, async ({ params, body, auth, request }) =>
      service.setStatus(params.invoiceId, body, actorOf(auth, request)),
    );
  };

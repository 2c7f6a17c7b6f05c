import type {
  createInvoice,
  getFileToken,
  getInvoice,
  getInvoiceReadiness,
  getMonthsToInvoice,
  getProforma,
  listInvoices,
  updateInvoice,
  uploadFile,
} from '@relais/contract';
import { endpoint } from '../../../lib/endpoints';

/** The invoice calls (typed from the contract, type-only imports). */
export const invoiceEndpoints = {
  listInvoices: endpoint<typeof listInvoices>({ method: 'GET', path: '/assistants/:id/invoices' }),
  getInvoice: endpoint<typeof getInvoice>({ method: 'GET', path: '/invoices/:invoiceId' }),
  createInvoice: endpoint<typeof createInvoice>({ method: 'POST', path: '/assistants/:id/invoices' }),
  updateInvoice: endpoint<typeof updateInvoice>({ method: 'PUT', path: '/invoices/:invoiceId' }),
  getMonthsToInvoice: endpoint<typeof getMonthsToInvoice>({
    method: 'GET',
    path: '/assistants/:id/events/monthsToInvoice',
  }),
  getProforma: endpoint<typeof getProforma>({ method: 'GET', path: '/assistants/:id/proforma/:date' }),
  getReadiness: endpoint<typeof getInvoiceReadiness>({
    method: 'GET',
    path: '/assistants/:id/invoices/readiness',
  }),
  uploadFile: endpoint<typeof uploadFile>({ method: 'POST', path: '/files' }),
  getFileToken: endpoint<typeof getFileToken>({ method: 'GET', path: '/files/token' }),
} as const;

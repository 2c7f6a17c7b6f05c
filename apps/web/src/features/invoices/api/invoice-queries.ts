import type { Invoice, MonthToInvoice, Proforma, Readiness } from '@relais/domain/rules';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useUserQuery, type UserQuery } from '../../../data/user';
import { isOutboxItemId } from '../../../offline';
import { routeTable } from '@relais/contract/routes';

export type { MonthToInvoice };

/** Every invoice query of a user starts with this key (the submission's settle refreshes them all). */
export const invoicesRootKey = (userId: string | undefined) => ['invoices', userId] as const;
export const invoiceListKey = (userId: string | undefined) => ['invoices', userId, 'list'] as const;
export const invoiceKey = (userId: string | undefined, id: string | undefined) =>
  ['invoices', userId, 'one', id] as const;
export const monthsToInvoiceKey = (userId: string | undefined) => ['invoices', userId, 'months'] as const;
export const proformaKey = (userId: string | undefined, month: string | undefined) =>
  ['invoices', userId, 'proforma', month] as const;
export const readinessKey = (userId: string | undefined) => ['invoices', userId, 'readiness'] as const;

export const refreshInvoices = (qc: QueryClient, userId: string): void => {
  void qc.invalidateQueries({ queryKey: invoicesRootKey(userId) });
};

/** An invoice read of the signed-in user, fresh for 30 s. */
const useInvoiceQuery = <T>(query: Omit<UserQuery<T>, 'staleTime'>) =>
  useUserQuery<T>({ ...query, staleTime: 30_000 });

/** GET /assistants/{id}/invoices (newest month first). */
export const useInvoices = () =>
  useInvoiceQuery<Invoice[]>({
    key: invoiceListKey,
    read: (id) => call(routeTable.listInvoices, { params: { id } }),
  });

/** GET /invoices/{invoiceId}; a queued invoice (pending id) is read from the list only. */
export const useInvoice = (id: string | undefined) =>
  useInvoiceQuery<Invoice>({
    key: (userId) => invoiceKey(userId, id),
    read: () => call(routeTable.getInvoice, { params: { invoiceId: id ?? '' } }),
    enabled: Boolean(id && !isOutboxItemId(id)),
  });

/** GET /assistants/{id}/events/monthsToInvoice */
export const useMonthsToInvoice = () =>
  useInvoiceQuery<MonthToInvoice[]>({
    key: monthsToInvoiceKey,
    read: (id) => call(routeTable.getMonthsToInvoice, { params: { id } }),
  });

/** GET /assistants/{id}/proforma/{month} */
export const useProforma = (month: string | undefined) =>
  useInvoiceQuery<Proforma>({
    key: (userId) => proformaKey(userId, month),
    read: (id) => call(routeTable.getProforma, { params: { id, date: month ?? '' } }),
    enabled: Boolean(month && /^\d{4}-\d{2}$/.test(month)),
  });

/** GET /assistants/{id}/invoices/readiness */
export const useReadiness = () =>
  useInvoiceQuery<Readiness>({
    key: readinessKey,
    read: (id) => call(routeTable.getInvoiceReadiness, { params: { id } }),
  });

/** Opens one of the user's files (a proof, an invoice PDF): `lib/open-file`. */
export { openFile } from '../../../lib/open-file';

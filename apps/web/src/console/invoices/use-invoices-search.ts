import { INVOICE_STATUSES } from '@relais/domain/rules';
import { MONTH_PARAM, oneOf, present, useConsoleSearch } from '../ui/use-console-search';
import type { InvoicesSearch } from './api';

/**
 * The queue's filters, page and open invoice in the URL:
 * `?status=ACCEPTED&assistantId=…&month=2026-02&page=2&open=<invoiceId>`.
 */
export const useInvoicesSearch = () => {
  const list = useConsoleSearch();
  const month = list.params.get('month') ?? '';
  const search: InvoicesSearch = {
    page: list.page,
    status: oneOf(INVOICE_STATUSES, list.params.get('status')) ?? 'PROPOSED',
    ...present(list.params, 'assistantId'),
    ...(MONTH_PARAM.test(month) ? { month } : {}),
  };
  return { ...list, search };
};

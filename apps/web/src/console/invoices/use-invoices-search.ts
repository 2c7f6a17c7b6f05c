import { useSearchParams } from 'react-router';
import { INVOICE_STATUSES, type InvoiceStatus } from '@relais/domain/rules';
import type { InvoicesSearch } from './api';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const isStatus = (v: string | null): v is InvoiceStatus =>
  v !== null && (INVOICE_STATUSES as readonly string[]).includes(v);

/**
 * The queue's filters, page and open invoice, kept in the URL (a link or a reload shows the same):
 * `?status=ACCEPTED&assistantId=…&month=2026-02&page=2&open=<invoiceId>`; page is 1-based there.
 */
export const useInvoicesSearch = () => {
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '1', 10) - 1 || 0);
  const month = params.get('month') ?? '';
  const status = params.get('status');
  const search: InvoicesSearch = {
    page,
    status: isStatus(status) ? status : 'PROPOSED',
    ...(params.get('assistantId') ? { assistantId: params.get('assistantId') ?? '' } : {}),
    ...(MONTH.test(month) ? { month } : {}),
  };

  /** Changes some of the URL's values (undefined or '' removes one); a new filter goes back to page 1. */
  const update = (changes: Record<string, string | undefined>) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      for (const [key, value] of Object.entries(changes))
        if (value) next.set(key, value);
        else next.delete(key);
      if (!('page' in changes) && !('open' in changes)) next.delete('page');
      return next;
    });

  /** The link that opens an invoice in the panel, the filters kept. */
  const openHref = (invoiceId: string) => {
    const next = new URLSearchParams(params);
    next.set('open', invoiceId);
    return `?${next.toString()}`;
  };

  return {
    search,
    open: params.get('open'),
    update,
    openHref,
    close: () => update({ open: undefined }),
    setPage: (p: number) => update({ page: p > 0 ? String(p + 1) : undefined }),
  };
};

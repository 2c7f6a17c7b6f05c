import type { StaffInvoiceItem, StaffInvoicesPaid } from '@relais/contract';
import { INVOICE_STATUSES } from '@relais/domain/rules';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { consoleHomeKeys } from '../../home/console-home';
import { ct } from '../../i18n';
import { useConsoleTitle } from '../../shell/use-console-title';
import { useMay, useStaffMe } from '../../shell/use-staff-me';
import { ageOf } from '../../ui/age';
import { ListState } from '../../ui/list-state';
import { DataTable, type ConsoleColumn } from '../../ui/data-table';
import { Pager } from '../../ui/pager';
import { INVOICES_PAGE_SIZE, listInvoices, markPaid, PAYABLE, staffInvoiceKeys } from '../api';
import { useInvoicesSearch } from '../use-invoices-search';
import { ExportMonth } from './export-month';
import { differs, euros, monthName, signedEuros } from './format';
import { InvoiceDecisionBar } from './invoice-decision';
import { InvoicePanel } from './invoice-panel';

/** What a bulk "mark paid" did: how many, and each one skipped with its status. */
const BulkOutcome = ({ outcome, rows }: { outcome: StaffInvoicesPaid; rows: StaffInvoiceItem[] }) => {
  const named = (id: string) => {
    const row = rows.find((r) => r.invoiceId === id);
    return row ? `${row.invoiceNumber} – ${row.assistant.name}` : id;
  };
  return (
    <div role="status" className="flex flex-col gap-1 rounded-lg bg-secondary-soft px-3 py-2">
      <p className="m-0 font-semibold">{ct('invoices.bulkDone', { count: outcome.paid.length })}</p>
      {outcome.skipped.length > 0 && (
        <ul className="m-0 pl-5">
          {outcome.skipped.map((s) => (
            <li key={s.invoiceId}>
              {named(s.invoiceId)} :{' '}
              {s.status ? ct(`invoices.statuses.${s.status}`) : ct('invoices.skippedGone')}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};

/**
 * /staff/invoices: the invoices waiting for a decision (or of a status), oldest sent first, each
 * beside its month's pro-forma; filters, page and the open invoice in the URL; with `finance`, the
 * decisions, many marked paid at once, and a month's export.
 */
export const InvoicesPage = () => {
  useConsoleTitle('invoices.title');
  const { search, open, update, hrefOpening, close, setPage } = useInvoicesSearch();
  const may = useMay('finance');
  const known = useStaffMe().data !== undefined;
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [outcome, setOutcome] = useState<{ result: StaffInvoicesPaid; rows: StaffInvoiceItem[] }>();
  const [done, setDone] = useState<string>();
  const list = useQuery({
    queryKey: staffInvoiceKeys.list(search),
    queryFn: () => listInvoices(search),
    placeholderData: keepPreviousData,
    enabled: may,
  });
  const items = list.data?.items ?? [];
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: staffInvoiceKeys.all });
    void queryClient.invalidateQueries({ queryKey: consoleHomeKeys.queue('invoices') });
  };
  const bulk = useMutation({
    mutationFn: (ids: string[]) => markPaid(ids),
    onSuccess: (result) => {
      setOutcome({ result, rows: items });
      setSelected(new Set());
      refresh();
    },
  });
  const opened = items.find((r) => r.invoiceId === open);

  const columns: ConsoleColumn<StaffInvoiceItem>[] = [
    {
      id: 'number',
      header: ct('invoices.number'),
      cell: (r) => r.invoiceNumber,
      sortValue: (r) => r.invoiceNumber,
    },
    {
      id: 'assistant',
      header: ct('invoices.assistant'),
      cell: (r) => r.assistant.name,
      sortValue: (r) => r.assistant.name,
    },
    { id: 'month', header: ct('invoices.month'), cell: (r) => monthName(r.month), sortValue: (r) => r.month },
    {
      id: 'sent',
      header: ct('invoices.sent'),
      cell: (r) =>
        r.submittedAt
          ? ct('invoices.sentAgo', { date: formatDate(r.submittedAt), age: ageOf(r.submittedAt) })
          : '—',
      sortValue: (r) => r.submittedAt ?? '',
    },
    {
      id: 'invoice',
      header: ct('invoices.invoiceTotal'),
      cell: (r) => euros(r.invoice.withTax),
      sortValue: (r) => r.invoice.withTax,
      numeric: true,
    },
    {
      id: 'proforma',
      header: ct('invoices.proformaTotal'),
      cell: (r) => euros(r.proforma.withTax),
      sortValue: (r) => r.proforma.withTax,
      numeric: true,
    },
    {
      id: 'difference',
      header: ct('invoices.difference'),
      cell: (r) =>
        differs(r.difference) ? (
          <strong className="rounded bg-error-soft px-1 text-error">
            {signedEuros(r.difference.withTax)}
            <span className="sr-only"> {ct('invoices.differs')}</span>
          </strong>
        ) : (
          <span className="text-muted">{signedEuros(0)}</span>
        ),
      sortValue: (r) => Math.abs(r.difference.withTax),
      numeric: true,
    },
    { id: 'status', header: ct('invoices.status'), cell: (r) => ct(`invoices.statuses.${r.status}`) },
  ];
  const ticked = items.filter((r) => selected.has(r.invoiceId)).map((r) => r.invoiceId);

  return (
    <section className="flex flex-col gap-4">
      <h1 className="m-0 text-[1.6rem] font-bold">{ct('invoices.title')}</h1>
      {done && (
        <p role="status" className="m-0 rounded-lg bg-secondary-soft px-3 py-2 font-semibold">
          {done}
        </p>
      )}
      {outcome && <BulkOutcome outcome={outcome.result} rows={outcome.rows} />}
      <div className="flex flex-wrap items-end gap-4">
        <SelectField
          label={ct('invoices.status')}
          value={search.status}
          onChange={(e) => update({ status: e.target.value === 'PROPOSED' ? undefined : e.target.value })}
        >
          {INVOICE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ct(`invoices.statuses.${s}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          type="month"
          label={ct('invoices.month')}
          value={search.month ?? ''}
          onChange={(e) => update({ month: e.target.value })}
        />
        {search.assistantId && (
          <p className="m-0 flex items-center gap-2">
            {ct('invoices.ofAssistant', {
              name: items.find((r) => r.assistant.id === search.assistantId)?.assistant.name ?? '…',
            })}
            <Button variant="text" onClick={() => update({ assistantId: undefined })}>
              {ct('invoices.allAssistants')}
            </Button>
          </p>
        )}
      </div>
      {may && <ExportMonth />}
      {opened && (
        <InvoicePanel
          invoice={opened}
          onClose={close}
          decision={
            may ? (
              <InvoiceDecisionBar
                key={`${opened.invoiceId}-${opened.status}`}
                invoice={opened}
                onDecided={(status) => {
                  setDone(
                    ct('invoices.decided', {
                      number: opened.invoiceNumber,
                      status: ct(`invoices.statuses.${status}`),
                    }),
                  );
                  close();
                  refresh();
                }}
                onMoved={refresh}
              />
            ) : null
          }
        />
      )}
      {known && !may ? (
        <p className="m-0">{ct('invoices.notAllowed')}</p>
      ) : (
        <ListState query={list}>
          {(data) => (
            <>
              <p className="m-0 text-muted">{ct('invoices.count', { count: data.total })}</p>
              {may && items.some((r) => PAYABLE.includes(r.status)) && (
                <div className="flex flex-wrap items-center gap-3">
                  <p className="m-0" aria-live="polite">
                    {ct('table.selected', { count: ticked.length })}
                  </p>
                  <Button
                    disabled={ticked.length === 0 || bulk.isPending}
                    onClick={() => bulk.mutate(ticked)}
                  >
                    {bulk.isPending ? ct('invoices.sending') : ct('invoices.markSelectedPaid')}
                  </Button>
                </div>
              )}
              {bulk.isError && <FormAlert text={errorText(bulk.error)} />}
              <DataTable
                caption={ct('invoices.caption')}
                rows={items}
                columns={columns}
                rowId={(r) => r.invoiceId}
                rowLabel={(r) => `${r.invoiceNumber} – ${r.assistant.name}`}
                rowHref={(r) => hrefOpening(r.invoiceId)}
                emptyText={ct('invoices.empty')}
                {...(may
                  ? {
                      selection: {
                        selected,
                        onChange: setSelected,
                        selectable: (r: StaffInvoiceItem) => PAYABLE.includes(r.status),
                      },
                    }
                  : {})}
              />
              <Pager page={search.page} size={INVOICES_PAGE_SIZE} total={data.total} onPage={setPage} />
              {search.assistantId === undefined && items.length > 0 && (
                <p className="m-0 text-muted">
                  {ct('invoices.filterHint')}{' '}
                  {[...new Map(items.map((r) => [r.assistant.id, r.assistant.name])).entries()].map(
                    ([id, name], i) => (
                      <span key={id}>
                        {i > 0 && ', '}
                        <Link
                          to={`?${new URLSearchParams({ ...(search.status !== 'PROPOSED' ? { status: search.status } : {}), assistantId: id }).toString()}`}
                          className="text-primary underline"
                        >
                          {name}
                        </Link>
                      </span>
                    ),
                  )}
                </p>
              )}
            </>
          )}
        </ListState>
      )}
    </section>
  );
};

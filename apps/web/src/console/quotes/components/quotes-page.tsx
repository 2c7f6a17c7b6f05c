import type { StaffQuoteItem } from '@relais/contract';
import { QUOTE_STATUSES } from '@relais/domain/rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatDate, formatMoney } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { SelectField } from '../../../ui/select-field';
import { ct } from '../../i18n';
import { useConsoleTitle } from '../../shell/use-console-title';
import { useMay, useStaffMe } from '../../shell/use-staff-me';
import { ListState } from '../../ui/list-state';
import { DataTable, type ConsoleColumn } from '../../ui/data-table';
import { Pager } from '../../ui/pager';
import { oneOf, present, useConsoleSearch } from '../../ui/use-console-search';
import { listQuotes, QUOTES_PAGE_SIZE, staffQuoteKeys, type QuotesSearch } from '../api';
import { QuoteLinkCell } from './quote-link';

/** The filters and page in the URL: `?clientId=…&status=PROPOSED&page=2`. */
const useQuotesSearch = () => {
  const list = useConsoleSearch();
  const status = oneOf(QUOTE_STATUSES, list.params.get('status'));
  const search: QuotesSearch = {
    page: list.page,
    ...present(list.params, 'clientId'),
    ...(status ? { status } : {}),
  };
  return { ...list, search };
};

/**
 * /staff/quotes: quotes by client and status; with `operations`, a proposed quote's signed link
 * made and copied.
 */
export const QuotesPage = () => {
  useConsoleTitle('quotes.title');
  const { search, update } = useQuotesSearch();
  const may = useMay('operations');
  const known = useStaffMe().data !== undefined;
  const list = useQuery({
    queryKey: staffQuoteKeys.list(search),
    queryFn: () => listQuotes(search),
    placeholderData: keepPreviousData,
    enabled: may,
  });
  const items = list.data?.items ?? [];
  const clientName = items.find((q) => q.client.id === search.clientId)?.client.name;

  const columns: ConsoleColumn<StaffQuoteItem>[] = [
    {
      id: 'client',
      header: ct('quotes.client'),
      cell: (q) =>
        search.clientId ? (
          q.client.name
        ) : (
          <Button
            variant="text"
            className="justify-start px-1 text-left"
            onClick={() => update({ clientId: q.client.id })}
          >
            {q.client.name}
            <span className="sr-only"> {ct('quotes.onlyThisClient')}</span>
          </Button>
        ),
      sortValue: (q) => q.client.name,
    },
    {
      id: 'number',
      header: ct('quotes.number'),
      cell: (q) => `${q.number} · ${q.title}`,
      sortValue: (q) => q.number,
    },
    { id: 'status', header: ct('quotes.status'), cell: (q) => ct(`quotes.statuses.${q.status}`) },
    {
      id: 'amount',
      header: ct('quotes.amount'),
      cell: (q) => formatMoney(Math.round(q.amount * 100)),
      sortValue: (q) => q.amount,
      numeric: true,
    },
    {
      id: 'validity',
      header: ct('quotes.validity'),
      cell: (q) => (q.validUntil ? formatDate(q.validUntil) : '—'),
      sortValue: (q) => q.validUntil ?? '',
    },
    ...(may
      ? [
          {
            id: 'link',
            header: ct('quotes.link'),
            cell: (q: StaffQuoteItem) =>
              q.status === 'PROPOSED' ? (
                <QuoteLinkCell quoteId={q.quoteId} label={`${q.number} ${q.title}`} />
              ) : (
                '—'
              ),
          },
        ]
      : []),
  ];

  return (
    <section className="flex flex-col gap-4">
      <h1 className="m-0 text-[1.6rem] font-bold">{ct('quotes.title')}</h1>
      <div className="flex flex-wrap items-end gap-4">
        <SelectField
          label={ct('quotes.status')}
          value={search.status ?? ''}
          onChange={(e) => update({ status: e.target.value })}
        >
          <option value="">{ct('quotes.allStatuses')}</option>
          {QUOTE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ct(`quotes.statuses.${s}`)}
            </option>
          ))}
        </SelectField>
        {search.clientId && (
          <p className="m-0 flex items-center gap-2">
            {ct('quotes.ofClient', { name: clientName ?? '…' })}
            <Button variant="text" onClick={() => update({ clientId: undefined })}>
              {ct('quotes.allClients')}
            </Button>
          </p>
        )}
      </div>
      {known && !may ? (
        <p className="m-0">{ct('quotes.notAllowed')}</p>
      ) : (
        <ListState query={list}>
          {(data) => (
            <>
              <p className="m-0 text-muted">{ct('quotes.count', { count: data.total })}</p>
              <DataTable
                caption={ct('quotes.caption')}
                rows={items}
                columns={columns}
                rowId={(q) => q.quoteId}
                rowLabel={(q) => `${q.number} – ${q.client.name}`}
                emptyText={ct('quotes.empty')}
              />
              <Pager
                page={search.page}
                size={QUOTES_PAGE_SIZE}
                total={data.total}
                onPage={(p) => update({ page: p > 0 ? String(p + 1) : undefined })}
              />
            </>
          )}
        </ListState>
      )}
    </section>
  );
};

import type { StaffDirectoryItem } from '@relais/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { ct } from '../../i18n';
import { useConsoleTitle } from '../../shell/use-console-title';
import { DataTable, type ConsoleColumn, type SortingState } from '../../ui/data-table';
import { ListState } from '../../ui/list-state';
import { Pager } from '../../ui/pager';
import { useSearchBox } from '../../ui/use-search-box';
import { useWide } from '../../ui/use-wide';
import { DIRECTORY_PAGE_SIZE, listAssistants, staffAssistantKeys } from '../api';
import {
  DIRECTORY_BLOCKERS,
  DIRECTORY_COMPLETIONS,
  DIRECTORY_SORTS,
  DIRECTORY_STATUSES,
  useDirectorySearch,
} from '../use-directory-search';
import { CreateAssistant } from './create-assistant';

const fullName = (a: StaffDirectoryItem) => `${a.firstName} ${a.lastName}`.trim() || a.email;

/**
 * /staff/assistants (any staff member): the directory, searched by name, email, city, skill or
 * expertise, filtered by status, invoicing blocker and profile completion, sorted by the server
 * (the headers, or a select on a narrow screen), paged; each row opens her record. All in the URL.
 */
export const AssistantsPage = () => {
  useConsoleTitle('assistants.title');
  const wide = useWide();
  const { search, update, clear } = useDirectorySearch();
  const [typed, setTyped] = useSearchBox(search.q ?? '', (q) => update({ q }));
  const list = useQuery({
    queryKey: staffAssistantKeys.list(search),
    queryFn: () => listAssistants(search),
    placeholderData: keepPreviousData,
  });

  const sorting: SortingState = [{ id: search.sort, desc: search.dir === 'desc' }];
  const onSort = (next: SortingState) => {
    const first = next[0];
    update({
      sort: first && first.id !== 'name' ? first.id : undefined,
      dir: first?.desc ? 'desc' : undefined,
    });
  };
  const columns: ConsoleColumn<StaffDirectoryItem>[] = [
    { id: 'name', header: ct('assistants.name'), cell: fullName, sortValue: fullName },
    // a long address wraps where the table is narrow (768 px) rather than pushing columns out of view
    {
      id: 'email',
      header: ct('assistants.email'),
      cell: (a) => <span className="break-all">{a.email}</span>,
    },
    { id: 'city', header: ct('assistants.city'), cell: (a) => a.city ?? '—', sortValue: (a) => a.city ?? '' },
    { id: 'status', header: ct('assistants.status'), cell: (a) => ct(`assistants.statuses.${a.status}`) },
    {
      id: 'completion',
      header: ct('assistants.completion'),
      cell: (a) => `${a.completion} %`,
      sortValue: (a) => a.completion,
      numeric: true,
    },
    {
      id: 'blockers',
      header: ct('assistants.blockers'),
      cell: (a) =>
        a.blockers.length === 0 ? (
          <span className="text-muted">{ct('assistants.noBlocker')}</span>
        ) : (
          <ul className="m-0 list-none p-0">
            {a.blockers.map((b) => (
              <li key={b}>{ct(`assistants.blockerCodes.${b}`)}</li>
            ))}
          </ul>
        ),
    },
    {
      id: 'created',
      header: ct('assistants.created'),
      cell: (a) => <time dateTime={a.createdAt}>{formatDate(a.createdAt, 'P')}</time>,
      sortValue: (a) => a.createdAt,
    },
  ];

  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="m-0 text-[1.6rem] font-bold">{ct('assistants.title')}</h1>
        <CreateAssistant />
      </div>
      <div className="flex flex-wrap items-end gap-4" role="search">
        <TextField
          type="search"
          className="min-w-[16rem] flex-1"
          label={ct('assistants.search')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <SelectField
          label={ct('assistants.statusFilter')}
          value={search.status ?? ''}
          onChange={(e) => update({ status: e.target.value })}
        >
          <option value="">{ct('assistants.allStatuses')}</option>
          {DIRECTORY_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ct(`assistants.statuses.${s}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={ct('assistants.blockerFilter')}
          value={search.blocker ?? ''}
          onChange={(e) => update({ blocker: e.target.value })}
        >
          <option value="">{ct('assistants.anyBlocker')}</option>
          {DIRECTORY_BLOCKERS.map((b) => (
            <option key={b} value={b}>
              {ct(`assistants.blockerFilters.${b}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={ct('assistants.completionFilter')}
          value={search.completion ?? ''}
          onChange={(e) => update({ completion: e.target.value })}
        >
          <option value="">{ct('assistants.anyCompletion')}</option>
          {DIRECTORY_COMPLETIONS.map((c) => (
            <option key={c} value={c}>
              {ct(`assistants.completions.${c}`)}
            </option>
          ))}
        </SelectField>
        {!wide && (
          <SelectField
            label={ct('assistants.sortBy')}
            value={`${search.sort}:${search.dir}`}
            onChange={(e) => {
              const [id, dir] = e.target.value.split(':');
              onSort([{ id: id ?? 'name', desc: dir === 'desc' }]);
            }}
          >
            {DIRECTORY_SORTS.flatMap((s) =>
              (['asc', 'desc'] as const).map((d) => (
                <option key={`${s}:${d}`} value={`${s}:${d}`}>
                  {ct(`assistants.sorts.${s}_${d}`)}
                </option>
              )),
            )}
          </SelectField>
        )}
        <Button
          variant="secondary"
          onClick={() => {
            setTyped('');
            clear();
          }}
        >
          {ct('assistants.clear')}
        </Button>
      </div>
      <ListState query={list}>
        {(data) => (
          <>
            <p className="m-0 text-muted" aria-live="polite">
              {ct('assistants.count', { count: data.total })}
            </p>
            <DataTable
              caption={ct('assistants.caption')}
              rows={data.items}
              columns={columns}
              rowId={(a) => a.id}
              rowLabel={fullName}
              rowHref={(a) => `/staff/assistants/${a.id}`}
              sorting={{ state: sorting, onChange: onSort }}
              emptyText={ct('assistants.empty')}
            />
            <Pager
              page={search.page}
              size={DIRECTORY_PAGE_SIZE}
              total={data.total}
              onPage={(p) => update({ page: p > 0 ? String(p + 1) : undefined })}
            />
          </>
        )}
      </ListState>
    </section>
  );
};

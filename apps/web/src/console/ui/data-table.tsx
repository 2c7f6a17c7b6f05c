import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ct } from '../i18n';
import { useWide } from './use-wide';

/** One column: its header, what a row shows in it, and the value it sorts by (no value: not sortable). */
export type ConsoleColumn<T> = {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  sortValue?: (row: T) => string | number;
  /** Numbers: aligned to the end. */
  numeric?: boolean;
};

/** Which rows are ticked, for a bulk action (only the rows `selectable` allows). */
export type TableSelection<T> = {
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  selectable?: (row: T) => boolean;
};

export type { SortingState };

export type DataTableProps<T> = {
  /** The table's accessible name (its caption). */
  caption: string;
  rows: readonly T[];
  columns: readonly ConsoleColumn<T>[];
  rowId: (row: T) => string;
  /** A row's name: its link's text and its checkbox's label. */
  rowLabel: (row: T) => string;
  /** Where a row opens (its first cell is a link to it: Enter or a click opens it). */
  rowHref?: (row: T) => string;
  selection?: TableSelection<T>;
  /** The server sorts (a paged list): the headers' buttons ask for its order instead of sorting the page. */
  sorting?: { state: SortingState; onChange: (next: SortingState) => void };
  emptyText?: string;
};

const Check = ({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) => (
  <input
    type="checkbox"
    className="size-5 accent-primary"
    aria-label={label}
    checked={checked}
    disabled={disabled}
    onChange={(e) => onChange(e.target.checked)}
  />
);

/**
 * A queue's table (TanStack Table: sorting by the column headers' buttons, row selection for bulk
 * actions), a list of cards below 768 px. Every action is a native control: Tab reaches the sort
 * buttons, the checkboxes and each row's link.
 */
export const DataTable = <T,>({
  caption,
  rows,
  columns,
  rowId,
  rowLabel,
  rowHref,
  selection,
  sorting: serverSorting,
  emptyText = ct('table.empty'),
}: DataTableProps<T>) => {
  const wide = useWide();
  const [localSorting, setLocalSorting] = useState<SortingState>([]);
  const sorting = serverSorting?.state ?? localSorting;
  const defs = useMemo<ColumnDef<T>[]>(
    () =>
      columns.map((c) => ({
        id: c.id,
        header: c.header,
        enableSorting: c.sortValue !== undefined,
        ...(c.sortValue ? { accessorFn: c.sortValue } : { accessorFn: () => '' }),
        cell: ({ row }) => c.cell(row.original),
      })),
    [columns],
  );
  const table = useReactTable<T>({
    data: rows as T[],
    columns: defs,
    state: { sorting },
    manualSorting: serverSorting !== undefined,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      if (serverSorting) serverSorting.onChange(next);
      else setLocalSorting(next);
    },
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId: (row) => rowId(row),
  });
  const sorted = table.getRowModel().rows.map((r) => r.original);
  const canSelect = (row: T) => selection !== undefined && (selection.selectable?.(row) ?? true);
  const selectableIds = sorted.filter(canSelect).map(rowId);
  const allTicked = selectableIds.length > 0 && selectableIds.every((id) => selection?.selected.has(id));
  const tick = (id: string, on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (on) next.add(id);
    else next.delete(id);
    selection.onChange(next);
  };
  const tickAll = (on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const id of selectableIds)
      if (on) next.add(id);
      else next.delete(id);
    selection.onChange(next);
  };
  const opener = (row: T, content: ReactNode) =>
    rowHref ? (
      <Link to={rowHref(row)} className="font-semibold text-primary underline-offset-2 hover:underline">
        {content}
      </Link>
    ) : (
      content
    );

  if (rows.length === 0) return <p className="m-0 text-muted">{emptyText}</p>;

  if (!wide) {
    return (
      <ul aria-label={caption} className="m-0 flex list-none flex-col gap-2 p-0">
        {sorted.map((row) => (
          <li key={rowId(row)} className="flex gap-3 rounded-xl border border-edge bg-white p-3">
            {selection && (
              <Check
                label={`${ct('table.select')} ${rowLabel(row)}`}
                checked={selection.selected.has(rowId(row))}
                disabled={!canSelect(row)}
                onChange={(on) => tick(rowId(row), on)}
              />
            )}
            <dl className="m-0 grid flex-1 grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              {columns.map((c, i) => (
                <div key={c.id} className="contents">
                  <dt className="text-muted">{c.header}</dt>
                  <dd className="m-0">{i === 0 ? opener(row, c.cell(row)) : c.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="relative overflow-x-auto rounded-xl border border-edge bg-white">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} className="border-b border-edge">
              {selection && (
                <th scope="col" className="w-10 px-3 py-2">
                  <Check label={ct('table.selectAll')} checked={allTicked} onChange={tickAll} />
                </th>
              )}
              {group.headers.map((header, i) => {
                const sort = header.column.getIsSorted();
                const numeric = columns[i]?.numeric === true;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sort === 'asc' ? 'ascending' : sort === 'desc' ? 'descending' : undefined}
                    className={`px-3 py-2 font-semibold ${numeric ? 'text-right' : ''}`}
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 font-semibold"
                        onClick={header.column.getToggleSortingHandler()}
                      >
                        {flexRender(header.column.columnDef.header, header.getContext())}
                        <span aria-hidden="true">{sort === 'asc' ? '▲' : sort === 'desc' ? '▼' : '↕'}</span>
                      </button>
                    ) : (
                      flexRender(header.column.columnDef.header, header.getContext())
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="border-b border-edge last:border-b-0 hover:bg-secondary-soft">
              {selection && (
                <td className="px-3 py-2">
                  <Check
                    label={`${ct('table.select')} ${rowLabel(row.original)}`}
                    checked={selection.selected.has(row.id)}
                    disabled={!canSelect(row.original)}
                    onChange={(on) => tick(row.id, on)}
                  />
                </td>
              )}
              {row.getVisibleCells().map((cell, i) => (
                <td
                  key={cell.id}
                  className={`px-3 py-2 ${columns[i]?.numeric ? 'text-right tabular-nums' : ''}`}
                >
                  {i === 0
                    ? opener(row.original, flexRender(cell.column.columnDef.cell, cell.getContext()))
                    : flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};

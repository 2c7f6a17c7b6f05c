import type { AvailabilityGrid, AvailabilityPart } from '@relais/domain/rules';
import { AVAILABILITY_PARTS } from '@relais/domain/rules';
import { t } from '../../../lib/i18n';
import { Icon } from '../../../ui/icon';
import { gridRows, type SetCellBody } from '../model/grid';
import { cellAccessibleName, dayName, partTitle } from '../model/labels';

export type WeekGridProps = {
  grid: AvailabilityGrid;
  pending: readonly SetCellBody[];
  onToggle: (numDay: number, part: AvailabilityPart, value: boolean) => void;
};

/** The week (rows Monday..Sunday, columns morning/afternoon); each cell a toggle button. */
export const WeekGrid = ({ grid, pending, onToggle }: WeekGridProps) => {
  const rows = gridRows(grid, pending);
  return (
    // fixed layout: the columns share the width whatever the text size, a word too long for its cell
    // wraps inside it (the largest text size must not widen the page)
    <table className="w-full table-fixed border-separate border-spacing-1.5 text-[1.05rem]">
      <thead>
        <tr>
          <th scope="col" className="sr-only">
            {t('availability.day')}
          </th>
          {AVAILABILITY_PARTS.map((part) => (
            <th key={part} scope="col" className="pb-1 text-center font-semibold text-muted">
              {partTitle(part)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.numDay}>
            <th scope="row" className="w-[28%] pr-1 text-left font-semibold [overflow-wrap:anywhere]">
              {dayName(row.numDay)}
            </th>
            {row.cells.map((cell) => (
              <td key={cell.part} className="p-0">
                <button
                  type="button"
                  aria-pressed={cell.value}
                  aria-label={cellAccessibleName(row.numDay, cell.part, cell.value, cell.pending)}
                  onClick={() => onToggle(row.numDay, cell.part, !cell.value)}
                  className={`flex min-h-12 w-full min-w-0 items-center justify-center gap-1 rounded-lg border-2 px-1 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 ${
                    cell.value ? 'border-primary bg-primary text-white' : 'border-edge bg-white text-muted'
                  } ${cell.pending ? 'border-dashed' : ''}`}
                >
                  {cell.pending && <Icon name="clock" className="h-5 w-5 shrink-0" />}
                  <span aria-hidden="true" className="min-w-0 text-center [overflow-wrap:anywhere]">
                    {t(cell.value ? 'availability.available' : 'availability.unavailable')}
                  </span>
                </button>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
};

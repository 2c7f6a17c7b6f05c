import {
  AVAILABILITY_PARTS,
  NUM_DAYS,
  type AvailabilityCell,
  type AvailabilityGrid,
  type AvailabilityPart,
} from '@relais/domain/rules';

/** What one tap on a cell queues: the assistant, the slot and its new value. */
export type SetCellBody = AvailabilityCell & { assistantId: string };

export type GridRow = {
  numDay: number;
  cells: { part: AvailabilityPart; value: boolean; pending: boolean }[];
};

const slot = (numDay: number, part: AvailabilityPart): string => `${numDay}:${part}`;

/**
 * The grid with a cell set to a value. Idempotent (setting twice is setting once) and returns the
 * same object when nothing changes, so a re-applied action after a reload does not re-render.
 */
export const withCell = (
  grid: AvailabilityGrid,
  body: Pick<SetCellBody, 'numDay' | 'part' | 'value'>,
): AvailabilityGrid => {
  const current = grid.cells.find((c) => c.numDay === body.numDay && c.part === body.part);
  if (current?.value === body.value) return grid;
  const cells = current
    ? grid.cells.map((c) => (c === current ? { ...c, value: body.value } : c))
    : [...grid.cells, { numDay: body.numDay, part: body.part, value: body.value }];
  return { ...grid, cells };
};

/** The server's grid with the queued taps laid over it in the order they were made. */
export const withPendingCells = (grid: AvailabilityGrid, pending: readonly SetCellBody[]): AvailabilityGrid =>
  pending.reduce(withCell, grid);

/** Rows Monday..Sunday, columns morning/afternoon; a slot never set is unavailable. */
export const gridRows = (grid: AvailabilityGrid, pending: readonly SetCellBody[] = []): GridRow[] => {
  const shown = withPendingCells(grid, pending);
  const waiting = new Set(pending.map((p) => slot(p.numDay, p.part)));
  return NUM_DAYS.map((numDay) => ({
    numDay,
    cells: AVAILABILITY_PARTS.map((part) => ({
      part,
      value: shown.cells.find((c) => c.numDay === numDay && c.part === part)?.value ?? false,
      pending: waiting.has(slot(numDay, part)),
    })),
  }));
};

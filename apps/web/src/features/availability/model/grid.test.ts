import { fullWeekGrid, type AvailabilityGrid } from '@relais/domain';
import { describe, expect, it } from 'vitest';
import { gridRows, withCell, withPendingCells, type SetCellBody } from './grid';

const grid = (available: [number, 'MORNING' | 'AFTERNOON'][] = []): AvailabilityGrid => ({
  cells: fullWeekGrid(available.map(([numDay, part]) => ({ numDay, part, value: true }))),
  lastUpdatedAt: null,
  warningUpdatePlanningDismissed: null,
  planningUpdateDue: false,
});
const tap = (numDay: number, part: 'MORNING' | 'AFTERNOON', value: boolean): SetCellBody => ({
  assistantId: 'u1',
  numDay,
  part,
  value,
});

describe('availability grid model', () => {
  it('lays out Monday..Sunday × morning, afternoon', () => {
    const rows = gridRows(
      grid([
        [1, 'MORNING'],
        [7, 'AFTERNOON'],
      ]),
    );
    expect(rows.map((r) => r.numDay)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(rows.every((r) => r.cells.map((c) => c.part).join() === 'MORNING,AFTERNOON')).toBe(true);
    expect(rows[0]?.cells[0]).toEqual({ part: 'MORNING', value: true, pending: false });
    expect(rows[0]?.cells[1]?.value).toBe(false);
    expect(rows[6]?.cells[1]?.value).toBe(true);
  });

  it('treats a slot the server never set as unavailable', () => {
    const partial: AvailabilityGrid = { ...grid(), cells: [] };
    expect(
      gridRows(partial)
        .flatMap((r) => r.cells)
        .every((c) => !c.value),
    ).toBe(true);
  });

  it('setting a cell is idempotent and keeps the same object when nothing changes', () => {
    const g = grid();
    const once = withCell(g, tap(3, 'AFTERNOON', true));
    const twice = withCell(once, tap(3, 'AFTERNOON', true));
    expect(twice).toBe(once);
    expect(once.cells.find((c) => c.numDay === 3 && c.part === 'AFTERNOON')?.value).toBe(true);
    expect(withCell(g, tap(3, 'AFTERNOON', false))).toBe(g);
  });

  it('lays queued taps over the server grid in order and marks them', () => {
    const shown = withPendingCells(grid(), [
      tap(2, 'MORNING', true),
      tap(2, 'MORNING', false),
      tap(5, 'AFTERNOON', true),
    ]);
    expect(shown.cells.find((c) => c.numDay === 2 && c.part === 'MORNING')?.value).toBe(false);
    const rows = gridRows(grid(), [tap(5, 'AFTERNOON', true)]);
    expect(rows[4]?.cells[1]).toEqual({ part: 'AFTERNOON', value: true, pending: true });
    expect(rows[4]?.cells[0]?.pending).toBe(false);
  });
});

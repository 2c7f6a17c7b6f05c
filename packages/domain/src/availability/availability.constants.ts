/** Availability (spec 3, decisions "Availability"): day 1 (Monday) .. 7 × MORNING / AFTERNOON, available or not. */
export const AVAILABILITY_PARTS = ['MORNING', 'AFTERNOON'] as const;
export const NUM_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Cells of a full week grid: 7 days × 2 parts. */
export const GRID_CELLS = NUM_DAYS.length * AVAILABILITY_PARTS.length;

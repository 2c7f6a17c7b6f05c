/**
 * The bounds of a report's numbers (decisions "Bounds"): far above what any freelance assistant
 * writes on one intervention, low enough that every sum and price of a month stays an exact integer
 * of cents. The schemas refuse a value outside them (`value-out-of-range`), the rules check them
 * early in the app, and a report stored before they existed is read clamped to them.
 */
export const REPORT_TASKS_MAX = 200;
export const EXPENSE_LINES_MAX = 50;
/** Minutes of one task line (the report's total is still held to 12 h by its rule). */
export const TASK_MINUTES_MAX = 24 * 60;
/** Euros of one expense line (a train ticket, a night at a hotel...). */
export const EXPENSE_AMOUNT_MAX = 10_000;
/** Kilometres of one KM line. */
export const EXPENSE_KM_MAX = 5_000;
/** Minutes of one HOURS or PREMIUM_HOURS line (a whole day). */
export const EXPENSE_HOURS_MAX = 24 * 60;
/** The widest quantity of any line kind (the schema's bound; the rules hold each kind to its own). */
export const EXPENSE_QUANTITY_MAX = Math.max(EXPENSE_KM_MAX, EXPENSE_HOURS_MAX);
/** Euros of a report's fixed price. */
export const FIXED_PRICE_MAX = 10_000;
/** The `realDuration` an app may send (ignored: the server sums the tasks). */
export const REPORT_REAL_DURATION_MAX = 2 * REPORT_TASKS_MAX * TASK_MINUTES_MAX;

/** The bound of a line's quantity by its kind (KM: kilometres, else minutes). */
export const expenseQuantityMax = (kind: string): number =>
  kind === 'KM' ? EXPENSE_KM_MAX : EXPENSE_HOURS_MAX;

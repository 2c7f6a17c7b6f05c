import { eurosToCents, type InvoiceStatus } from '@relais/domain/rules';
import { formatDate, formatMoney } from '../../../lib/format';

/** Euros from the API as money (2 decimals), '-' when missing. */
export const money = (euros: number | null | undefined): string =>
  euros === null || euros === undefined || !Number.isFinite(euros) ? '-' : formatMoney(eurosToCents(euros));

/** `2026-10` -> `octobre 2026` / `October 2026`. */
export const monthName = (month: string): string => formatDate(`${month}-01T12:00:00`, 'LLLL yyyy');

/** `2026-10-20` -> the day in the user's language. */
export const dayName = (date: string): string => formatDate(`${date}T12:00:00`, 'PPP');

/** Distinct looks per status (colour and border), the text says it too. */
export const STATUS_STYLE: Record<InvoiceStatus, string> = {
  INVALID: 'bg-error-soft text-error border-error',
  PAYED: 'bg-success text-white border-success',
  ACCEPTED: 'bg-primary-soft text-primary border-primary',
  CREDITNOTE: 'bg-secondary-soft text-secondary border-secondary border-dashed',
  PROPOSED: 'bg-amber-50 text-amber-900 border-amber-600',
  LATE: 'bg-orange-100 text-orange-900 border-orange-700',
};

/** Invoices grouped by month, newest month first (the order of the list inside a month is kept). */
export const byMonth = <T extends { month: string }>(
  items: readonly T[],
): { month: string; items: T[] }[] => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.month, [...(groups.get(item.month) ?? []), item]);
  return [...groups.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([month, list]) => ({ month, items: list }));
};

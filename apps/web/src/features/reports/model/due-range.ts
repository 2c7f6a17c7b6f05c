import { businessDate, businessMonth } from '@relais/domain/rules';

/**
 * The interventions the report picker (`/visit/report/edit`) lists: the first day of last month to
 * today (business dates). One key, so the warm-up (`app/warm-up.ts`) brings the list the screen reads.
 */
export const reportDueRange = (today: Date): { start: string; end: string } => ({
  start: `${businessMonth(today, -1)}-01`,
  end: businessDate(today),
});

import { businessDate, inBusinessZone, type InterventionEvent } from '@relais/domain/rules';
import { formatDate } from '../../../lib/format';

/** `HH:mm` of an instant in the business zone (what the form's time field holds). */
export const businessTime = (iso: string): string => {
  const d = inBusinessZone(iso);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};

/** `YYYY-MM-DD` of an instant in the business zone. */
export const businessDay = (iso: string): string => businessDate(new Date(iso));

/** A day in the user's language, e.g. "Mon 23 Nov 2026" (read in the business zone). */
export const dayText = (iso: string): string => formatDate(inBusinessZone(iso), 'PP');
export const longDayText = (day: string): string =>
  formatDate(inBusinessZone(`${day}T12:00:00Z`), 'EEEE d MMMM');
export const timeText = (iso: string): string => formatDate(inBusinessZone(iso), 'p');

/** The instant an intervention ends. */
export const endOf = (e: Pick<InterventionEvent, 'startDate' | 'duration'>): number =>
  Date.parse(e.startDate) + e.duration * 60_000;

import { daysInMonth, isoDayOfDate } from '@relais/domain';

/** Labels of the seeded visits. */
export const LABELS = [
  'Facturation mensuelle',
  'Classement et archivage',
  'Gestion de l’agenda',
  'Relances clients',
  'Saisie comptable',
];

/** A working day of `month` near `day` (weekends move to the nearest weekday inside the month). */
export const workingDay = (month: string, day: number): string => {
  const last = daysInMonth(month);
  let d = Math.min(day, last);
  const dateOf = (n: number) => `${month}-${String(n).padStart(2, '0')}`;
  const wd = isoDayOfDate(dateOf(d));
  if (wd === 6) d = d + 2 <= last ? d + 2 : d - 1;
  else if (wd === 7) d = d + 1 <= last ? d + 1 : d - 2;
  return dateOf(d);
};

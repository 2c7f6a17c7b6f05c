import { z } from 'zod';
import { BIRTHDATE_MIN, DATE_MAX, dateInRange, instantInRange, monthInRange } from './date-range';

/*
 * Dates the API takes, in their realistic range (`date-out-of-range` names the field). A text that is
 * not a date at all gets the format's own error only: the range is checked on dates.
 */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` in [DATE_MIN, DATE_MAX]. */
export const boundedDateSchema = z.iso
  .date()
  .refine((d) => !ISO_DATE.test(d) || dateInRange(d), 'date-out-of-range');

/** A birth date: in [BIRTHDATE_MIN, DATE_MAX]. */
export const birthdateSchema = z.iso
  .date()
  .refine((d) => !ISO_DATE.test(d) || dateInRange(d, BIRTHDATE_MIN, DATE_MAX), 'date-out-of-range');

/** An instant with its offset, in the range (UTC). */
export const boundedDateTimeSchema = z.iso
  .datetime({ offset: true })
  .refine((d) => Number.isNaN(Date.parse(d)) || instantInRange(d), 'date-out-of-range');

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** `YYYY-MM` in the range. */
export const boundedMonthSchema = z
  .string()
  .regex(MONTH)
  .refine((m) => !MONTH.test(m) || monthInRange(m), 'date-out-of-range');

const MONTH_OR_DATE = /^\d{4}-(0[1-9]|1[0-2])(-\d{2})?$/;
/** `YYYY-MM` or `YYYY-MM-DD` (a day naming its month), the month in the range. */
export const boundedMonthOrDateSchema = z
  .string()
  .regex(MONTH_OR_DATE)
  .refine((d) => !MONTH_OR_DATE.test(d) || monthInRange(d.slice(0, 7)), 'date-out-of-range');

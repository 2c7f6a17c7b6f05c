import { describe, expect, it } from 'vitest';
import { documentReminder, invoiceWindowOccasion, reportReminderAt } from './reminders.rules';

describe('reminders rules', () => {
  it('asks for a report at 18:00 on its day (Paris), or at its end when it ends later', () => {
    expect(reportReminderAt(new Date('2026-05-12T08:00:00Z'), 60).toISOString()).toBe(
      '2026-05-12T16:00:00.000Z',
    );
    // winter time: 18:00 in Paris is 17:00 UTC
    expect(reportReminderAt(new Date('2026-01-12T08:00:00Z'), 60).toISOString()).toBe(
      '2026-01-12T17:00:00.000Z',
    );
    expect(reportReminderAt(new Date('2026-05-12T16:00:00Z'), 180).toISOString()).toBe(
      '2026-05-12T19:00:00.000Z',
    );
  });

  it('reaches a document’s occasions 30 and 7 days before, on the day, and stops 2 days after', () => {
    const doc = { fileType: 'PROFESSIONAL_INSURANCE' as const, expirationDate: '2026-07-15' };
    expect(documentReminder(doc, '2026-06-14')).toBeNull();
    expect(documentReminder(doc, '2026-06-15')).toEqual({
      occasions: ['document:PROFESSIONAL_INSURANCE:2026-07-15:30'],
      daysLeft: 30,
    });
    expect(documentReminder(doc, '2026-07-10')?.occasions).toHaveLength(2);
    expect(documentReminder(doc, '2026-07-17')).toMatchObject({ daysLeft: -2 });
    expect(documentReminder(doc, '2026-07-18')).toBeNull();
  });

  it('announces the invoice window from the 20th for 4 days, for the previous month', () => {
    expect(invoiceWindowOccasion(new Date('2026-03-19T22:59:00Z'))).toBeNull(); // 23:59 in Paris
    expect(invoiceWindowOccasion(new Date('2026-03-19T23:00:00Z'))).toMatchObject({
      month: '2026-02',
      occasion: 'invoice-window:2026-02',
      from: new Date('2026-01-31T23:00:00Z'),
      to: new Date('2026-02-28T23:00:00Z'),
    });
    expect(invoiceWindowOccasion(new Date('2026-03-23T12:00:00Z'))).not.toBeNull();
    expect(invoiceWindowOccasion(new Date('2026-03-24T12:00:00Z'))).toBeNull();
  });
});

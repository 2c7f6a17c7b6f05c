import { describe, expect, it } from 'vitest';
import { kmRateCentsOf, reportPrice } from './report.price';

const rates = { standardHourlyCents: 2500, premiumHourlyCents: 4000, kmCents: 35 };

describe('reportPrice', () => {
  it('prices the hours, premium hours, km and expenses as the pro-forma counts them', () => {
    const price = reportPrice(
      {
        reportTaskRequestList: [
          { taskId: 'a', duration: 90 },
          { taskId: 'b', duration: 45 },
        ],
        reportPremiumTaskRequestList: [{ taskId: 'p', duration: 30 }],
        expenseLineRequestList: [
          { index: 0, kind: 'EXPENSE', label: 'Taxi', amount: 12.5, expenseFileName: 'f1' },
          { index: 1, kind: 'EXPENSE', label: 'Bad', amount: -3 },
          { index: 2, kind: 'HOURS', quantity: 15 },
          { index: 3, kind: 'PREMIUM_HOURS', quantity: 10 },
          { index: 4, kind: 'KM', quantity: 12.3 },
        ],
      },
      rates,
    );
    // 150 min at 25 €/h = 62.50 €; 40 premium min at 40 €/h = 26.67 € (26.666 rounded); 12.3 km at 0.35 € = 4.30 € (4.305, half toward zero)
    expect(price).toMatchObject({
      minutes: 150,
      premiumMinutes: 40,
      km: 12.3,
      hoursCents: 6250,
      premiumHoursCents: 2667,
      kmCents: 430,
      expensesCents: 1250,
      totalCents: 6250 + 2667 + 430 + 1250,
    });
    expect(price.expenses).toEqual([
      { label: 'Taxi', cents: 1250, fileId: 'f1' },
      { label: 'Bad', cents: 0, fileId: null },
    ]);
  });

  it('pays premium minutes at the standard price when there is no premium rate; an empty report is worth 0', () => {
    const premiumOnly = reportPrice(
      {
        reportTaskRequestList: [],
        reportPremiumTaskRequestList: [{ taskId: 'p', duration: 60 }],
        expenseLineRequestList: [],
      },
      { ...rates, premiumHourlyCents: null },
    );
    expect(premiumOnly.premiumHoursCents).toBe(2500);
    const empty = reportPrice(
      { reportTaskRequestList: [], reportPremiumTaskRequestList: [], expenseLineRequestList: [] },
      rates,
    );
    expect(empty.totalCents).toBe(0);
  });
});

describe('kmRateCentsOf', () => {
  it('takes the PROFORMAT_KM rate of package 324, else 0', () => {
    expect(
      kmRateCentsOf([
        { productType: 'PROFORMAT_KM', packageId: 1, price: 9 },
        { productType: 'PROFORMAT_KM', packageId: 324, price: 0.35 },
      ]),
    ).toBe(35);
    expect(kmRateCentsOf([{ productType: 'PROFORMAT_HOURS', packageId: 324, price: 20 }])).toBe(0);
  });
});

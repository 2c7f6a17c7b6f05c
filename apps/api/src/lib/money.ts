/** Integer cents inside, euros with at most 2 decimals in JSON (design guide section 4). */
export const centsToEuros = (cents: number): number => Math.round(cents) / 100;
export const eurosToCents = (euros: number): number => Math.round(euros * 100);

/** Tests' "now": a Wednesday in the middle of a month, business hours in Paris. */
export const TEST_NOW = '2026-03-11T09:00:00.000Z';

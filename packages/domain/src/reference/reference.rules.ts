/** Task groups TG1..TG29 (spec 3), each shown with its icon. */
export const TASK_GROUP_CODES = Array.from({ length: 29 }, (_, i) => `TG${i + 1}`) as readonly string[];

/** Product types of GET /rates/active (spec 7, names kept as the spec spells them). */
export const RATE_PRODUCT_TYPES = [
  'PROFORMAT_HOURS',
  'PROFORMA_PREMIUMHOURS',
  'PROFORMA_RATE',
  'PROFORMA_PREMIUMRATE',
  'PROFORMAT_EXPENSE',
  'PROFORMAT_KM',
] as const;

/** Default package id of the km rate (spec 9). */
export const DEFAULT_KM_PACKAGE_ID = 324;
